extension Observed {
    /// An `@Observed` property of one object, as `$property` gives it: for collection mutations
    /// (`$items.insert(x, at: 0)`) and manual notification.
    ///
    /// It holds the object, so the property stays valid as long as the projection is used.
    public struct Projection {
        @usableFromInline let object: any KeyValueCoding
        /// The storage's address; valid while `object` lives, which the projection ensures.
        @usableFromInline let field: UnsafeMutableRawPointer
        @usableFromInline let confined: Bool

        @usableFromInline
        init(object: any KeyValueCoding, field: UnsafeMutableRawPointer, confined: Bool) {
            self.object = object
            self.field = field
            self.confined = confined
        }

        /// The current value, read under the object's lock.
        public var currentValue: Value {
            ObservedAccess.read(field, Value.self, of: object, confined: confined)
        }

        /// Sets the value and notifies observers (unless notification is manual for this property).
        public func set(_ newValue: Value) {
            ObservedAccess.write(newValue, to: field, of: object, confined: confined)
        }

        /// Starts a manually notified change: observers that asked for it get the prior notification.
        ///
        /// Calls nest; observers are notified of the change when the outermost ``didChange()`` runs.
        public func willChange() {
            ObservedAccess.willChange(field, Value.self, of: object)
        }

        /// Ends a manually notified change and notifies observers with the old and new values.
        ///
        /// Without a matching ``willChange()`` the change is still reported, with the current value as
        /// both old and new, rather than trapping as Foundation does.
        public func didChange() {
            ObservedAccess.didChange(field, Value.self, of: object)
        }
    }
}
