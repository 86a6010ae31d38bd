import CGtk

/// The casts hand-written Swift code needs to call GTK's C API (named apart from the backend's own
/// helpers, which the hand-written variant does not use): C's `GTK_BOX (widget)` and friends.
extension UnsafeMutablePointer where Pointee == GtkWidget {
    var asBox: UnsafeMutablePointer<GtkBox> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkBox.self) }
    var asEntry: UnsafeMutablePointer<GtkEntry> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkEntry.self) }
    var asWindow: UnsafeMutablePointer<GtkWindow> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GtkWindow.self) }
    var asObject: UnsafeMutablePointer<GObject> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: GObject.self) }
    /// A widget whose struct is private (`GtkLabel`, `GtkScrolledWindow`), as Swift sees it.
    var asOpaque: OpaquePointer { OpaquePointer(self) }
}
