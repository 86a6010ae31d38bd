import Synchronization

/// A cache filled once per key and read from any thread without taking a lock.
///
/// Readers load an immutable dictionary through an atomic; a writer publishes a copy with its
/// entry added, under a lock. Replaced dictionaries are kept, never freed, as a reader may still be
/// using one: so it suits small key sets fixed by the program (its classes, the key paths written in
/// its source), where the copies cost little and the reads are on hot paths.
final class SnapshotCache<Key: Hashable, Value: Sendable>: @unchecked Sendable {
    // @unchecked: `published` is guarded by `writerLock`; `current` is atomic and names one of them.
    // Keys need not be `Sendable` (key paths are not declared so), but must be immutable values,
    // as key paths and type identities are: they are only hashed and compared once stored.
    private final class Snapshot: @unchecked Sendable {
        // @unchecked: immutable; see the keys above.
        let entries: [Key: Value]
        init(_ entries: [Key: Value]) { self.entries = entries }
    }

    /// The address of the current snapshot (0 for none). An integer, as pointers are not `Sendable`.
    private let current = Atomic<UInt>(0)
    private var writerLock: Lock { Lock(for: self) }
    private var published: [Snapshot] = []

    init() {}

    private func snapshot() -> Snapshot? {
        UnsafeRawPointer(bitPattern: current.load(ordering: .acquiring))
            .map { Unmanaged<Snapshot>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The value cached for `key`, if any.
    subscript(key: Key) -> Value? {
        snapshot()?.entries[key]
    }

    /// Caches `value` for `key` unless another thread cached one first; returns the one kept.
    func insert(_ value: Value, for key: Key) -> Value {
        writerLock.withLock {
            let entries = snapshot()?.entries ?? [:]
            if let existing = entries[key] { return existing }
            let next = Snapshot(entries.merging([key: value]) { existing, _ in existing })
            published.append(next)
            current.store(UInt(bitPattern: Unmanaged.passUnretained(next).toOpaque()), ordering: .releasing)
            return value
        }
    }
}
