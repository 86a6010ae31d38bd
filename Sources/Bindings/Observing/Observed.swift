import Foundation

/// Declares a key-value coding compliant, observable property in one line: `@Observed var name = ""`.
///
/// The property can then be read and written by name (`value(forKey: "name")`), observed by name or
/// by typed key path, and reached through key paths such as `"pharmacy.name"`. The enclosing class
/// must conform to ``KeyValueCoding``.
///
/// Every read and every change is atomic: each property guards its value with a lock from a shared
/// pool, so a view model may be changed on one thread while bindings read it on another without a
/// data race, and no change is lost to another made at the same time. That covers a set, each array
/// mutation through the projected value (`$items.append(x)`, ``performBatchUpdates(_:)``), and
/// `setValue(_:forKeyPath:)` into a dictionary or array the property holds (`"content.name"`): each
/// edits the value as it is and stores the result in one step, with exactly one notification, whose
/// indexes are those of the stored change. An edit is made outside the lock, and redone on the new
/// value when another thread changed the property meanwhile. A read followed by a set
/// (`items = items + [x]`) is two steps, and may lose a change made in between.
///
/// A write with no observers costs the stored write under that lock and a check; observers are
/// called synchronously on the writing thread, after the lock is released.
///
/// By default every set notifies, as with Foundation's KVO, Combine's `@Published` and Swift
/// Observation: setting a value equal to the current one can be meaningful (a refresh), and comparing
/// would cost on every set. Declare `@Observed(distinct: true)` to skip equal values of an `Equatable` type.
@propertyWrapper
public final class Observed<Value> {
    // Guarded by `lock`; internal so the delivery and collection extensions can reach them.
    var value: Value
    var list = ObserverList()
    var manualDepth = 0
    // `Any?` and a non-optional closure rather than `Value?` and an optional one: code not
    // specialized for `Value` (a property set by name, every deinit) would otherwise look up the
    // metadata of `Optional<Value>`, a hash-table search, on each init, set and deinit.
    var manualOldValue: Any?
    // Counts writes, so an edit made outside the lock can tell whether the value it edited is still current.
    var version = 0
    let lock: Lock
    let notifiesAutomatically: Bool
    let checksDuplicates: Bool
    let isDuplicate: (Value, Value) -> Bool

    /// Declares an observable property with an initial value.
    public convenience init(wrappedValue: Value) {
        self.init(wrappedValue, options: [], isDuplicate: nil)
    }

    /// Declares an observable property with options, such as ``ObservedOptions/manual``.
    public convenience init(wrappedValue: Value, _ options: ObservedOptions) {
        self.init(wrappedValue, options: options, isDuplicate: nil)
    }

    init(_ initialValue: Value, options: ObservedOptions, isDuplicate: ((Value, Value) -> Bool)?) {
        value = initialValue
        lock = LockPool.nextLock()
        notifiesAutomatically = !options.contains(.manual)
        checksDuplicates = isDuplicate != nil
        self.isDuplicate = isDuplicate ?? { _, _ in false }
        LiveCounters.observedProperties.increment()
    }

    deinit {
        LiveCounters.observedProperties.decrement()
        // Observers that outlive the object (bindings) learn that it is gone and tear down.
        for observer in list.observers { observer.propertyDidDeallocate() }
        for observer in list.lifetimeObservers { observer.propertyDidDeallocate() }
    }

    /// Not available: `@Observed` works only on properties of classes, through the enclosing instance.
    @available(*, unavailable, message: "@Observed may only be used on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        // swiftlint:disable:next unused_setter_value
        set { fatalError("unreachable") }
    }

    /// The property itself, for collection mutations (`$items.insert(x, at: 0)`) and manual notification.
    public var projectedValue: Observed<Value> { self }

    /// Reads and writes the property of `instance`, notifying observers on writes.
    ///
    /// Inlinable so that the compiler turns the storage key path, a literal at every use, into a
    /// plain field access: applied at run time, a key path costs more than the read itself.
    @inlinable
    public static subscript<Root: AnyObject>(
        _enclosingInstance instance: Root,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Root, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Root, Observed<Value>>
    ) -> Value {
        get {
            instance[keyPath: storageKeyPath].value(readBy: instance)
        }
        set {
            instance[keyPath: storageKeyPath].set(newValue)
        }
    }

    /// The current value, as read through `instance`'s property; recorded while a typed key path
    /// is being resolved.
    @usableFromInline
    func value(readBy instance: AnyObject) -> Value {
        if AccessRecorder.isRecording { AccessRecorder.record(instance, self) }
        return currentValue
    }

    /// The current value, read under the property's lock.
    public var currentValue: Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// Sets the value and notifies observers (unless notification is manual for this property).
    public func set(_ newValue: Value) {
        if checksDuplicates {
            lock.lock()
            let current = value
            lock.unlock()
            if isDuplicate(current, newValue) { return }
        }
        lock.lock()
        guard notifiesAutomatically, !list.isEmpty else {
            // The old value is released after unlocking: its deinit is user code.
            let old = value
            value = newValue
            version &+= 1
            lock.unlock()
            withExtendedLifetime(old) {}
            return
        }
        if list.priorCount > 0 { deliverPriorWhileLocked() }
        let old = value
        value = newValue
        version &+= 1
        let snapshot = list
        lock.unlock()
        Self.deliverSetting(old: old, new: newValue, to: snapshot)
    }
}

extension Observed {
    /// Sends the prior notification of a set, unlocking around it. Kept out of ``set(_:)``: its
    /// `Value?` makes unspecialized code look up `Optional<Value>`'s metadata, which the compiler
    /// would otherwise do on every set.
    @inline(never)
    func deliverPriorWhileLocked() {
        let old = value
        let snapshot = list
        lock.unlock()
        Self.deliverPrior(kind: .setting, old: old, indexes: nil, to: snapshot)
        lock.lock()
    }
}

extension Observed where Value: Equatable {
    /// Declares an observable property of an `Equatable` type; with `distinct: true`, setting a value
    /// equal to the current one does not notify.
    public convenience init(wrappedValue: Value, _ options: ObservedOptions = [], distinct: Bool) {
        self.init(wrappedValue, options: options, isDuplicate: distinct ? { $0 == $1 } : nil)
    }
}

/// Options for an ``Observed`` property.
public struct ObservedOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Setting the property does not notify; the owner brackets changes with
    /// `willChangeValue(forKey:)` and `didChangeValue(forKey:)` (Foundation's manual notification).
    public static let manual = ObservedOptions(rawValue: 1 << 0)
}
