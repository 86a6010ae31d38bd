@_spi(Reflection) import Swift

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

    /// Every table built so far, by class: read on every key read or set by name, without a lock.
    private static let tables = SnapshotCache<ObjectIdentifier, PropertyTable>()

    /// The table of `type`, built on first use.
    static func of(_ type: AnyClass) -> PropertyTable {
        let id = ObjectIdentifier(type)
        if let table = tables[id] { return table }
        return tables.insert(PropertyTable(type), for: id)
    }
}
