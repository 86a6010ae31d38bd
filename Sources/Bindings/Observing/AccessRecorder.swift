import Foundation
import Synchronization

/// Records which `@Observed` properties a piece of code reads on the current thread, the way Swift
/// Observation tracks access; used to turn typed key paths into key names.
@usableFromInline
enum AccessRecorder {
    /// One read: the object and the offset of the property's storage in it.
    struct Access {
        let object: AnyObject
        let offset: Int
    }

    /// A thread's list of reads while it records.
    final class Recording {
        var accesses: [Access] = []
    }

    // How many threads are recording; property getters check it first, so reads pay one relaxed
    // atomic load when nothing records.
    @usableFromInline static let activeCount = Atomic<Int>(0)
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether any thread is recording.
    @inlinable @inline(__always)
    static var isRecording: Bool { activeCount.load(ordering: .relaxed) > 0 }

    /// Notes a read, when the current thread is the one recording.
    @usableFromInline
    static func record(_ object: AnyObject, field: UnsafeMutableRawPointer) {
        guard let pointer = pthread_getspecific(threadKey) else { return }
        let offset = field - Unmanaged.passUnretained(object).toOpaque()
        Unmanaged<Recording>.fromOpaque(pointer).takeUnretainedValue().accesses.append(Access(object: object, offset: offset))
    }

    /// Runs `body` and returns the `@Observed` properties it read on this thread, in order.
    static func accesses(during body: () -> Void) -> [Access] {
        let recording = Recording()
        let previous = pthread_getspecific(threadKey)
        pthread_setspecific(threadKey, Unmanaged.passUnretained(recording).toOpaque())
        activeCount.wrappingAdd(1, ordering: .relaxed)
        withExtendedLifetime(recording) { body() }
        activeCount.wrappingSubtract(1, ordering: .relaxed)
        pthread_setspecific(threadKey, previous)
        return recording.accesses
    }
}

/// Turns typed key paths into dotted key names, once per key path.
enum TypedKeyPathResolver {
    /// The names resolved so far: observing by typed key path reads them without a lock.
    private static let names = SnapshotCache<AnyKeyPath, String>()

    static func name<Root: KeyValueCoding, Value>(of keyPath: KeyPath<Root, Value>, on root: Root) throws(KeyValueError) -> String {
        if let cached = names[keyPath] { return cached }
        let accesses = AccessRecorder.accesses { _ = root[keyPath: keyPath] }
        // Every read must continue the chain from the root: a computed property reading several
        // properties, or a step that is not @Observed, makes the key path unresolvable.
        var keys: [String] = []
        var expected: AnyObject? = root
        var last: ObservedPropertyReference?
        for access in accesses {
            let table = PropertyTable.of(type(of: access.object))
            guard access.object === expected, let object = access.object as? any KeyValueCoding,
                  let (key, entry) = table.key(atOffset: access.offset)
            else { throw unresolvable(keyPath) }
            keys.append(key)
            let property = entry.property(of: object)
            last = property
            expected = flatten(property.anyValue).flatMap { KeyPathWalker.isReference($0) ? $0 as AnyObject : nil }
        }
        // The last property read must hold the key path's value: otherwise an optional along the
        // way was nil and the rest of the path was never read.
        guard let last, unwrappedType(last.valueType) == unwrappedType(Value.self) else { throw unresolvable(keyPath) }
        return names.insert(keys.joined(separator: "."), for: keyPath)
    }

    private static func unresolvable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyValueError {
        .unresolvableKeyPath(root: String(describing: Root.self), value: String(describing: Value.self))
    }

    private static func unwrappedType(_ type: Any.Type) -> ObjectIdentifier {
        var type = type
        while let optional = type as? any AnyOptional.Type { type = optional.wrappedType }
        return ObjectIdentifier(type)
    }
}
