import Foundation

/// An object told of its observers' events directly, instead of through closures: a binding is the
/// client of the observers it registers, which so cost no closure contexts.
protocol PropertyObserverClient: AnyObject, Sendable {
    /// The property `observer` watches changed.
    func propertyObserver(_ observer: PropertyObserver, received event: PropertyEvent)
    /// The object holding the property `observer` watches is being freed.
    func propertyObserverLostObject(_ observer: PropertyObserver)
}
