import Bindings

/// A view-kit enumeration whose markup names are its `String` raw values.
///
/// Declare the cases once and conform; parsing, key-value conversion, the expected form and the
/// description follow:
///
/// ```swift
/// public enum TextAlignment: String, NamedEnumeration {
///     case left, center, right, justified, natural
/// }
/// ```
///
/// A name matches ignoring case, alone or after one of `caseNamePrefixes`, so `center`, `Center`,
/// `NSTextAlignmentCenter` and `textAlignmentCenter` all give `.center`.
public protocol NamedEnumeration: TextParsable, CaseIterable, RawRepresentable, Sendable, Hashable,
    CustomStringConvertible where RawValue == String {
    /// Prefixes that may precede a case name, in any case; by default the type's name with no
    /// prefix, `NS` and `UI`, as in `NSTextAlignmentCenter`.
    static var caseNamePrefixes: [String] { get }
}

extension NamedEnumeration {
    /// The type's name, alone and after `NS` and `UI`.
    public static var caseNamePrefixes: [String] {
        let typeName = String(describing: Self.self)
        return [typeName, "NS" + typeName, "UI" + typeName]
    }

    /// The case's name, which parses back to the case.
    public var description: String { rawValue }

    /// Parses a case name, ignoring case and surrounding whitespace, with or without a prefix.
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        self = try Self.parsed(StringCoding.trimmed(text)) { name throws(ValueProblem) in
            if name.isEmpty { throw .empty }
            let table = Self.nameTable
            guard let value = table.value(named: name) else { throw table.unknown(name) }
            return value
        }
    }

    /// `one of left, center, right, justified or natural`.
    public static var expectedForm: String {
        ValueWording.enumeration(allCases.map(\.rawValue))
    }

    private static var nameTable: ValueNameTable<Self> {
        ValueNameTable(allCases.map { (name: $0.rawValue, value: $0) }, prefixes: caseNamePrefixes)
    }
}
