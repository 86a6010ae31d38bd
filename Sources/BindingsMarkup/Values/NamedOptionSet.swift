import Bindings

/// A view-kit bit mask whose markup form is a list of option names.
///
/// Declare the named options once and conform:
///
/// ```swift
/// public struct LayoutEdges: NamedOptionSet {
///     public let rawValue: Int
///     public init(rawValue: Int) { self.rawValue = rawValue }
///     public static let top = LayoutEdges(rawValue: 1)
///     ...
///     public static let namedOptions: [(name: String, option: LayoutEdges)] = [("top", .top), ...]
/// }
/// ```
///
/// Markup lists names separated by whitespace or commas, ignoring case and with or without one of
/// `optionNamePrefixes`; `none` is the empty set and `all` every named option. A non-negative
/// integer adds raw bits, so that options without a name survive the round trip through `description`.
public protocol NamedOptionSet: OptionSet, TextParsable, Sendable, Hashable, CustomStringConvertible
    where RawValue: FixedWidthInteger {
    /// The named options, in the order `description` lists them.
    static var namedOptions: [(name: String, option: Self)] { get }
    /// Prefixes that may precede an option name, in any case; by default the type's name with no
    /// prefix, `NS` and `UI`.
    static var optionNamePrefixes: [String] { get }
}

extension NamedOptionSet {
    /// The type's name, alone and after `NS` and `UI`.
    public static var optionNamePrefixes: [String] {
        let typeName = String(describing: Self.self)
        return [typeName, "NS" + typeName, "UI" + typeName]
    }

    /// The union of every named option; what markup's `all` means.
    ///
    /// Not a protocol requirement, so a type's own `all` does not change parsing or `description`.
    public static var all: Self {
        namedOptions.reduce(into: Self()) { $0.formUnion($1.option) }
    }

    /// The canonical markup form: `none`, `all`, or the names of the contained options in
    /// declaration order followed by any unnamed bits as an integer. It parses back to the same set.
    public var description: String {
        if isEmpty { return "none" }
        if self == Self.all { return "all" }
        var names: [String] = []
        var remaining = self
        for (name, option) in Self.namedOptions where !option.isEmpty && remaining.isSuperset(of: option) {
            names.append(name)
            remaining.subtract(option)
        }
        if !remaining.isEmpty { names.append(String(remaining.rawValue)) }
        return names.joined(separator: " ")
    }

    /// Parses names separated by whitespace or commas; see the protocol's description.
    public init(parsing text: String) throws(KeyValueConversionFailure) {
        self = try Self.parsed(text) { text throws(ValueProblem) in
            let words = text.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
            if words.isEmpty { throw .empty }
            let table = ValueNameTable(
                Self.namedOptions.map { (name: $0.name, value: $0.option) } + [("none", Self()), ("all", Self.all)],
                prefixes: Self.optionNamePrefixes)
            var result = Self()
            for word in words {
                if let option = table.value(named: word) {
                    result.formUnion(option)
                } else if word.allSatisfy(\.isASCII), word.allSatisfy(\.isNumber), let bits = RawValue(word) {
                    result.formUnion(Self(rawValue: bits))
                } else {
                    throw table.unknown(word)
                }
            }
            return result
        }
    }

    /// `none, all or space-separated names from top, left, bottom and right`.
    public static var expectedForm: String {
        ValueWording.optionSet(namedOptions.map(\.name))
    }
}
