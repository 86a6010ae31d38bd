#if GTK
import CGtk

/// A GTK widget, as GTK functions taking `GtkWidget *` want it.
public typealias WidgetPointer = UnsafeMutablePointer<GtkWidget>

/// Conversions a presenter needs to call GTK: Swift sees public GTK structs as typed pointers and
/// private ones as opaque pointers, and GObject functions take the instance as a GObject.
extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as another GTK type whose struct Swift sees (`GtkWindow`, `GtkEntry`, `GtkRange`).
    public func `as`<Target>(_: Target.Type) -> UnsafeMutablePointer<Target> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: Target.self)
    }

    /// The widget as a GTK type whose struct is private (`GtkLabel`, `GtkSwitch`), which Swift
    /// sees as an opaque pointer.
    public var opaque: OpaquePointer {
        OpaquePointer(self)
    }

    /// The widget as a GObject instance, for signals.
    public var object: UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(self)
    }

    /// The widget as a GObject, for references and object data.
    public var gobject: UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: GObject.self)
    }

    /// The widget's minimum and natural size along `orientation` for `size` along the other
    /// (-1 for none), and its natural baseline (-1 for none).
    public func measure(_ orientation: GtkOrientation, for size: Int32 = -1) -> (minimum: Int32, natural: Int32, baseline: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0, minimumBaseline: Int32 = -1, naturalBaseline: Int32 = -1
        gtk_widget_measure(self, orientation, size, &minimum, &natural, &minimumBaseline, &naturalBaseline)
        return (minimum, natural, naturalBaseline)
    }
}

/// The GTK type of a widget, such as `GtkLabel`, as tests and diagnostics name it.
@_spi(Testing) public func typeName(of widget: WidgetPointer) -> String {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return String(cString: g_type_name(instance.pointee.g_class.pointee.g_type))
}
#endif
