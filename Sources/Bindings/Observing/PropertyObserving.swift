/// What an observer of one property asks to be sent; fixed when it registers, so the property's
/// list can count its observers' needs and skip work nobody asked for.
struct ObserverNeeds: OptionSet, Sendable {
    let rawValue: UInt8

    /// Changes at all; without it the observer only learns when the object goes.
    static let changes = ObserverNeeds(rawValue: 1 << 0)
    static let prior = ObserverNeeds(rawValue: 1 << 1)
    static let old = ObserverNeeds(rawValue: 1 << 2)
    static let new = ObserverNeeds(rawValue: 1 << 3)
    /// A set's new value itself, typed as the property's value, rather than an event with it boxed.
    static let typedValue = ObserverNeeds(rawValue: 1 << 4)
}

/// Anything registered on an `@Observed` property: a path observation's link
/// (``PropertyObserver``) or a binding, which is its own observer.
protocol PropertyObserving: AnyObject, Sendable {
    var needs: ObserverNeeds { get }
    /// A change the observer asked for, described by `event`, of a property of `object`.
    func propertyChanged(_ event: PropertyEvent, of object: AnyObject)
    /// A set, when the observer asked for ``ObserverNeeds/typedValue``: `value` points at the new
    /// value, of the property's type, for the call's duration; `version` orders it among the
    /// property's writes (see ``PropertyEvent/version``); `mainQueue` answers, once for the whole
    /// delivery, whether it runs on the main queue.
    func propertySet(to value: UnsafeRawPointer, version: Int, of object: AnyObject, mainQueue: inout MainQueueCheck)
    /// The object holding the property is being freed.
    func propertyObjectDidDeallocate()
    /// `registrar`, which holds this observer, is being freed; called with its lock held, so the
    /// observer must only forget references to it.
    func registrarWillDeallocate(_ registrar: ObserverRegistrar)
}
