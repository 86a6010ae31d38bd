extension KeyValueCoding {
    /// Observes the key path `keyPath` with a handler that runs on the main actor, such as one that
    /// updates views:
    ///
    /// ```swift
    /// let token = try list.observe("items.done", options: .new, delivery: .mainActor) { list, change in
    ///     summaryLabel.text = "\(list.value(forKey: "remaining") ?? 0) left"
    /// }
    /// ```
    ///
    /// Every change reaches the handler whole, with everything ``observe(_:options:changeHandler:)``
    /// would pass: kind, indexes, old and new values, and prior notifications.
    /// - A change made on the main actor calls the handler synchronously.
    /// - A change made on another thread is queued on the main queue, with the values it had on
    ///   that thread; queued changes arrive in the order they were posted, each once, and a change
    ///   made on the main actor meanwhile is delivered after those queued before it.
    /// - `.initial` calls the handler before `observe` returns when called on the main actor, and
    ///   queues the call otherwise.
    ///
    /// The handler receives the object on the main actor: key-value coding objects are read by name
    /// from any thread, so it may read it there. A queued call is dropped when the observation has
    /// been invalidated or the object freed by the time it runs; invalidate on the main actor to be
    /// sure no call follows.
    ///
    /// - Throws: as ``observe(_:options:changeHandler:)``.
    public func observe(
        _ keyPath: String,
        options: KeyValueObservingOptions = [],
        delivery: ObservationDelivery,
        changeHandler: @escaping @MainActor (Self, KeyValueChange) -> Void
    ) throws(KeyValueError) -> KeyValueObservation {
        let relay = MainActorRelay<Self>(handler: changeHandler)
        return try observe(keyPath, options: options) { object, change in relay.relay(change, of: object) }
    }

    /// Observes a typed key path through `@Observed` properties with a handler that runs on the
    /// main actor, delivered as ``observe(_:options:delivery:changeHandler:)`` describes.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: KeyValueObservingOptions = [],
        delivery: ObservationDelivery,
        changeHandler: @escaping @MainActor (Self, KeyValueObservedChange<Value>) -> Void
    ) throws(KeyValueError) -> KeyValueObservation {
        let name = try TypedKeyPathResolver.name(of: keyPath, on: self)
        return try observe(name, options: options, delivery: delivery) { object, change in
            changeHandler(object, KeyValueObservedChange(change))
        }
    }
}
