@_spi(Reflection) import Swift
import Synchronization

/// The `@Observed` properties of one class, by key, found once per class.
///
/// Swift has no public API to enumerate a class's stored properties as key paths, and Linux has no
/// Objective-C runtime. The standard library's reflection SPI (`_forEachField`, the same metadata
/// `Mirror` reads) gives each stored property's name, type and offset once per class; every
/// `@Observed` property is stored as `_name` holding an `Observed<Value>` reference, so the table
/// maps `name` to that offset. Reading the reference at the offset is what a stored key path does;
/// the reference never changes after initialisation, so no value is ever written through a raw pointer.
final class PropertyTable: Sendable {
    struct Entry: Sendable {
        let offset: Int
        let loader: any AnyObservedProperty.Type

        /// The property object this entry names in `object`, an instance of the table's class.
        func property(of object: AnyObject) -> any AnyObservedProperty {
            withExtendedLifetime(object) {
                loader.load(from: UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()), offset: offset)
            }
        }
    }

    let typeName: String
    let entries: [String: Entry]

    private init(_ type: AnyClass) {
        typeName = String(describing: type)
        var entries: [String: Entry] = [:]
        // `.classType` is declared as a mutable static in the SPI; its raw value (bit 0) is spelled out.
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
            let field = String(cString: name)
            if field.hasPrefix("_"), let loader = fieldType as? any AnyObservedProperty.Type {
                entries[String(field.dropFirst())] = Entry(offset: offset, loader: loader)
            }
            return true
        }
        self.entries = entries
    }

    /// The `@Observed` property named `key` of `object`, or `nil` when it has none.
    func property(_ key: String, of object: AnyObject) -> (any AnyObservedProperty)? {
        entries[key]?.property(of: object)
    }

    /// The key under which `property` is stored in `object`.
    func key(of property: AnyObject, in object: AnyObject) -> String? {
        entries.keys.first { self.property($0, of: object) === property }
    }

    /// Every table built so far, by class: an immutable dictionary, replaced whole when a class is
    /// added, so that readers (every key read or set by name) take no lock.
    private final class Snapshot: Sendable {
        let tables: [ObjectIdentifier: PropertyTable]
        init(_ tables: [ObjectIdentifier: PropertyTable]) { self.tables = tables }
    }

    /// The address of the current snapshot (0 for none). An integer, as pointers are not `Sendable`.
    private static let current = Atomic<UInt>(0)
    /// Serializes writers, so no class added at the same time as another is lost.
    private static let writerLock = Lock()
    /// Every snapshot ever published, kept for good: a reader may still be using a replaced one, and
    /// there is one per class an app uses, so they are kept rather than tracked.
    nonisolated(unsafe) private static var published: [Snapshot] = []  // guarded by `writerLock`

    private static func snapshot(_ address: UInt) -> Snapshot? {
        UnsafeRawPointer(bitPattern: address).map { Unmanaged<Snapshot>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The table of `type`, built on first use.
    static func of(_ type: AnyClass) -> PropertyTable {
        let id = ObjectIdentifier(type)
        if let table = snapshot(current.load(ordering: .acquiring))?.tables[id] { return table }
        let table = PropertyTable(type)
        return writerLock.withLock {
            let tables = snapshot(current.load(ordering: .acquiring))?.tables ?? [:]
            if let existing = tables[id] { return existing }
            let next = Snapshot(tables.merging([id: table]) { existing, _ in existing })
            published.append(next)
            current.store(UInt(bitPattern: Unmanaged.passUnretained(next).toOpaque()), ordering: .releasing)
            return table
        }
    }
}
