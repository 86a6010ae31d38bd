/// A formatter named by an expression, such as `::number;format=%.2f miles`, with its arguments.
///
/// References are `Hashable` so ``FormatterRegistry`` can cache one formatter instance per
/// distinct reference.
public struct FormatterReference: Sendable, Hashable, CustomStringConvertible {
    /// The formatter name, for example `number`.
    public let name: String
    /// The arguments in the order written; keys are unique.
    public let arguments: [FormatterArgument]

    /// Creates a reference; when a key repeats, the last value wins.
    public init(name: String, arguments: [FormatterArgument] = []) {
        self.name = name
        var seen: [String: Int] = [:]
        var unique: [FormatterArgument] = []
        for argument in arguments {
            if let index = seen[argument.key] {
                unique[index] = argument
            } else {
                seen[argument.key] = unique.count
                unique.append(argument)
            }
        }
        self.arguments = unique
    }

    /// The value of the argument with the given key, if present.
    public subscript(key: String) -> String? {
        arguments.first { $0.key == key }?.value
    }

    /// The arguments as a dictionary, the form formatter factories receive.
    public var argumentDictionary: [String: String] {
        Dictionary(arguments.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The reference as written after `::`, for example `number;format=%.2f miles`.
    public var description: String {
        ([name] + arguments.map { "\($0.key)=\($0.value)" }).joined(separator: ";")
    }
}
