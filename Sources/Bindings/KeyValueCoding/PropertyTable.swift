#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
@_spi(Reflection) import Swift

/// The `@Observed` properties of one class, by key, found once per class.
///
/// Swift has no public API to enumerate a class's stored properties as key paths, and Linux has no
/// Objective-C runtime. The standard library's reflection SPI (`_forEachField`, the same metadata
/// `Mirror` reads) gives each stored property's name, type and offset once per class; every
/// `@Observed` property is stored inline as `_name` of type `Observed<Value>`, so the table maps
/// `name` to that offset and to the storage type, whose static methods read and write the field.
/// That is what a stored key path does, resolved by name.
final class PropertyTable: Sendable {
    struct Entry: Sendable {
        let storage: any ObservedStorage.Type
        // 32-bit offsets: an entry is kept by every binding, twice; objects are not 2 GB.
        private let storedOffset: Int32
        private let storedOptionsOffset: Int32
        /// Whether the class's properties take no lock (see ``KeyValueCoding/observedPropertiesAreConfined``).
        let confined: Bool

        init(offset: Int, storage: any ObservedStorage.Type, optionsOffset: Int, confined: Bool) {
            self.storage = storage
            storedOffset = Int32(truncatingIfNeeded: offset)
            storedOptionsOffset = Int32(truncatingIfNeeded: optionsOffset)
            self.confined = confined
        }

        /// The property's offset in the object.
        var offset: Int { Int(storedOffset) }
        /// The offset of the property's options byte in the object: views mark their layout keys
        /// by the dozen for every view made, so without a call each.
        var optionsOffset: Int { Int(storedOptionsOffset) }

        /// The property this entry names in `object`, an instance of the table's class.
        func property(of object: any KeyValueCoding) -> ObservedPropertyReference {
            ObservedPropertyReference(object: object, field: Self.field(at: offset, of: object),
                                      storage: storage, confined: confined)
        }

        /// The property's registrar in `object`, created if needed; call with the object's lock
        /// held. The registrar reference lies just before the options byte (which
        /// `layoutMatchesAccess` checks), so this needs no generic code.
        func registrarLocked(of object: AnyObject, lock: Lock) -> ObserverRegistrar {
            let slot = registrarSlot(of: object)
            if let registrar = slot.pointee { return registrar }
            let registrar = ObserverRegistrar(lock: lock)
            slot.pointee = registrar
            return registrar
        }

        /// ``registrarLocked(of:lock:)`` without the retain of a registrar that exists already:
        /// the caller holds the lock, and the object keeps its registrar until it goes.
        @inline(__always)
        func unretainedRegistrarLocked(of object: AnyObject, lock: Lock) -> Unmanaged<ObserverRegistrar> {
            if let existing = UnsafeRawPointer(registrarSlot(of: object)).load(as: Unmanaged<ObserverRegistrar>?.self) {
                return existing
            }
            return Unmanaged.passUnretained(registrarLocked(of: object, lock: lock))
        }

        /// Where the property's registrar reference lies in `object`.
        @inline(__always)
        private func registrarSlot(of object: AnyObject) -> UnsafeMutablePointer<ObserverRegistrar?> {
            RawLayout.field(at: RawLayout.registrarOffset(beforeOptionsAt: optionsOffset), of: object).assumingMemoryBound(to: ObserverRegistrar?.self)
        }

        static func field(at offset: Int, of object: AnyObject) -> UnsafeMutableRawPointer {
            RawLayout.field(at: offset, of: object)
        }
    }

    let typeName: String
    let entries: [String: Entry]
    /// The property whose registrar keeps the bindings of the class's other keys (see
    /// ``KeptBindings``): the one at the lowest offset, so always the same one.
    let keeper: Entry?

    private init(_ type: AnyClass) {
        typeName = String(describing: type)
        var entries: [String: Entry] = [:]
        let confined = (type as? any KeyValueCoding.Type)?.observedPropertiesAreConfined ?? false
        // `.classType` is declared as a mutable static in the SPI; its raw value (bit 0) is spelled out.
        _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
            let field = String(cString: name)
            if field.hasPrefix("_"), let storage = fieldType as? any ObservedStorage.Type {
                // An invariant of the compiler's struct layout, not of input: checked once per property.
                precondition(storage.layoutMatchesAccess, "unexpected layout of \(fieldType)")
                entries[String(field.dropFirst())] = Entry(offset: offset, storage: storage, optionsOffset: offset + storage.optionsOffset, confined: confined)
            }
            return true
        }
        self.entries = entries
        keeper = entries.values.min { $0.offset < $1.offset }
    }

    /// The `@Observed` property named `key` of `object`, or `nil` when it has none.
    func property(_ key: String, of object: any KeyValueCoding) -> ObservedPropertyReference? {
        entries[key]?.property(of: object)
    }

    /// The property a key path starts at, when the path reads nothing past that property's value
    /// but data: the path is one key, or the property's type cannot hold an object (a dictionary,
    /// a string), so no object along the path has keys or changes of its own, or it counts an
    /// array (`items.@count`), which only the property's own changes change. `nil` otherwise.
    func entry(boundingPath components: [String]) -> Entry? {
        guard let first = components.first, let entry = entries[first] else { return nil }
        if components.count == 1 || (components.count == 2 && components[1] == "@count") { return entry }
        return TypeKind.mayHoldObject(entry.storage.valueType) ? nil : entry
    }

    /// The key of the property stored at `offset`.
    func key(atOffset offset: Int) -> (key: String, entry: Entry)? {
        entries.first { $0.value.offset == offset }.map { ($0.key, $0.value) }
    }

    /// For each property of `type` the class says other key paths affect
    /// (``KeyValueCoding/keyPathsForValuesAffectingValue(forKey:)``), those paths, sorted. Asked
    /// once per class, once its table exists, as the class's answer may look its keys up; kept
    /// apart from ``entries`` so that an entry stays small.
    static func affectingKeyPaths(of type: AnyClass) -> [String: [String]] {
        let id = ObjectIdentifier(type)
        if let known = affecting[id] { return known }
        var found: [String: [String]] = [:]
        if let type = type as? any KeyValueCoding.Type {
            for key in of(type).entries.keys {
                let paths = type.keyPathsForValuesAffectingValue(forKey: key)
                if !paths.isEmpty { found[key] = paths.sorted() }
            }
        }
        return affecting.insert(found, for: id)
    }

    private static let affecting = SnapshotCache<ObjectIdentifier, [String: [String]]>()

    /// Every table built so far, by class: read on every key read or set by name, without a lock.
    private static let tables = SnapshotCache<ObjectIdentifier, PropertyTable>()

    /// The table of `type`, built on first use.
    static func of(_ type: AnyClass) -> PropertyTable {
        let id = ObjectIdentifier(type)
        if let table = tables[id] { return table }
        return tables.insert(PropertyTable(type), for: id)
    }
}
