/// Declares a key-value coding compliant, observable property in one line: `@Observed var name = ""`.
///
/// The property can then be read and written by name (`value(forKey: "name")`), observed by name or
/// by typed key path, and reached through key paths such as `"pharmacy.name"`. The enclosing class
/// must conform to ``KeyValueCoding``.
///
/// The value is stored inline, in the object, as a stored property would be; the property's
/// observers live in a table created on the first observation, so a property nobody observes costs
/// one reference beside its value, and a set costs the stored write and one check.
///
/// Every read and every change is atomic: the object's properties are guarded by a lock from a
/// shared pool, so a view model may be changed on one thread while bindings read it on another
/// without a data race, and no change is lost to another made at the same time. That covers a set,
/// each array mutation through the projected value (`$items.append(x)`,
/// ``Projection/performBatchUpdates(_:)``), and `setValue(_:forKeyPath:)` into a dictionary or array
/// the property holds (`"content.name"`): each edits the value as it is and stores the result in one
/// step, with exactly one notification, whose indexes are those of the stored change. An edit is
/// made outside the lock, and redone on the new value when another thread changed the property
/// meanwhile. A read followed by a set (`items = items + [x]`) is two steps, and may lose a change
/// made in between. A class whose ``KeyValueCoding/observedPropertiesAreConfined`` is `true`
/// (views, which belong to the main actor) takes no lock for its values.
///
/// Observers are called synchronously on the writing thread, after the lock is released, and
/// before the property's own `didSet` runs (Swift calls it after the wrapper's setter returns),
/// while Foundation's KVO notifies after the setter, `didSet` included: state kept in step with the
/// property belongs in its `willSet`, or in a computed key that depends on it.
///
/// By default every set notifies, as with Foundation's KVO, Combine's `@Published` and Swift
/// Observation: setting a value equal to the current one can be meaningful (a refresh), and comparing
/// would cost on every set. Declare `@Observed(distinct: true)` to skip equal values of an `Equatable` type.
@propertyWrapper
public struct Observed<Value> {
    // The order matters to nobody but keeps `options` out of the value's words.
    @usableFromInline var value: Value
    /// `nil` until the property is first observed, edited atomically or notified manually.
    @usableFromInline var registrar: ObserverRegistrar?
    @usableFromInline var options: ObservedOptions

    /// Declares an observable property with an initial value.
    @inlinable
    public init(wrappedValue: Value) {
        value = wrappedValue
        registrar = nil
        options = []
    }

    /// Declares an observable property with options, such as ``ObservedOptions/manual``.
    @inlinable
    public init(wrappedValue: Value, _ options: ObservedOptions) {
        value = wrappedValue
        registrar = nil
        self.options = options.subtracting(.distinct)
    }

    /// Not available: `@Observed` works only on properties of classes, through the enclosing instance.
    @available(*, unavailable, message: "@Observed may only be used on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        // swiftlint:disable:next unused_setter_value
        set { fatalError("unreachable") }
    }

    /// Not available: `$property` is reached through the enclosing instance.
    @available(*, unavailable, message: "@Observed may only be used on properties of classes")
    public var projectedValue: Projection {
        fatalError("unreachable")
    }

    /// Reads and writes the property of `instance`, notifying observers on writes.
    ///
    /// Inlined so that the compiler turns the storage key path, a literal at every use, into a
    /// plain field access: applied at run time, a key path costs more than the read itself.
    @inlinable
    public static subscript<Root: KeyValueCoding>(
        _enclosingInstance instance: Root,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Root, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Root, Self>
    ) -> Value {
        @inline(__always) get {
            if AccessRecorder.isRecording { recordAccess(instance, lockedField(of: instance, storageKeyPath)) }
            return guarded(instance) { instance[keyPath: storageKeyPath].value }
        }
        @inline(__always) set {
            // Options change only while the object is made (a view marks the keys it hears),
            // before it is shared: they are read without the lock.
            let options = instance[keyPath: storageKeyPath].options
            if Root.observedPropertiesAreConfined {
                if instance[keyPath: storageKeyPath].registrar == nil {
                    instance[keyPath: storageKeyPath].value = newValue
                    if options.contains(.notifiesObject) { instance.observedPropertyDidChange() }
                } else {
                    ObservedAccess.storeConfined(newValue, in: UnsafeMutableRawPointer(field(of: instance, storageKeyPath)), of: instance)
                }
                return
            }
            // An observed property's set goes on with the lock that found its registrar. The
            // replaced value is released after unlocking: its deinit is user code.
            let held = Lock(for: instance).acquire()
            guard instance[keyPath: storageKeyPath].registrar == nil else {
                ObservedAccess.storeHeld(newValue, in: UnsafeMutableRawPointer(field(of: instance, storageKeyPath)), of: instance,
                                         holding: held)
                return
            }
            var replaced = newValue
            swap(&instance[keyPath: storageKeyPath].value, &replaced)
            held.unlock()
            withExtendedLifetime(replaced) {}
            if options.contains(.notifiesObject) { instance.observedPropertyDidChange() }
        }
    }

    /// The property of `instance` as a value of its own, for collection mutations
    /// (`$items.insert(x, at: 0)`) and manual notification.
    @inlinable
    public static subscript<Root: KeyValueCoding>(
        _enclosingInstance instance: Root,
        projected projectedKeyPath: KeyPath<Root, Projection>,
        storage storageKeyPath: ReferenceWritableKeyPath<Root, Self>
    ) -> Projection {
        Projection(object: instance, field: UnsafeMutableRawPointer(lockedField(of: instance, storageKeyPath)),
                   confined: Root.observedPropertiesAreConfined)
    }

    /// The address of the property's storage in `instance`.
    ///
    /// A class's stored property has a fixed address for the object's life; the access ends before
    /// the pointer is used, so observers called through it may read the property again without an
    /// exclusivity conflict. Callers keep `instance` alive while they use the pointer.
    @inlinable @inline(__always)
    static func field<Root: AnyObject>(of instance: Root, _ storageKeyPath: ReferenceWritableKeyPath<Root, Self>) -> UnsafeMutablePointer<Self> {
        withUnsafeMutablePointer(to: &instance[keyPath: storageKeyPath]) { $0 }
    }

    /// ``field(of:_:)`` under the object's lock unless its properties are confined: taking the
    /// address is a modifying access, which must not race with a write on another thread.
    @inlinable @inline(__always)
    static func lockedField<Root: KeyValueCoding>(of instance: Root, _ storageKeyPath: ReferenceWritableKeyPath<Root, Self>) -> UnsafeMutablePointer<Self> {
        guarded(instance) { field(of: instance, storageKeyPath) }
    }

    /// `body` under `instance`'s lock, or as it is when the class's properties are confined.
    @inlinable @inline(__always)
    static func guarded<Root: KeyValueCoding, Result>(_ instance: Root, _ body: () -> Result) -> Result {
        if Root.observedPropertiesAreConfined { return body() }
        return Lock(for: instance).withLock(body)
    }

    /// Notes a read for ``TypedKeyPathResolver``; out of line, as only key path resolution records.
    @usableFromInline @inline(never)
    static func recordAccess(_ instance: AnyObject, _ field: UnsafeMutablePointer<Self>) {
        AccessRecorder.record(instance, field: UnsafeMutableRawPointer(field))
    }
}

extension Observed where Value: Equatable {
    /// Declares an observable property of an `Equatable` type; with `distinct: true`, setting a value
    /// equal to the current one does not notify.
    public init(wrappedValue: Value, _ options: ObservedOptions = [], distinct: Bool) {
        value = wrappedValue
        registrar = nil
        self.options = options.subtracting(.distinct)
        if distinct {
            self.options.insert(.distinct)
            DistinctValues.register(Value.self)
        }
    }
}
