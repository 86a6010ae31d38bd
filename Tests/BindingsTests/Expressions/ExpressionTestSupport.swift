import Foundation
@testable import Bindings

/// An evaluation result in a form tests can compare exactly, type included (`3` is not `3.0`).
enum ExpressionResult: Sendable, Equatable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
    /// A value of a type the table does not expect; its description, for the failure message.
    case unexpected(String)

    init(_ value: Any?) {
        switch value {
        case nil: self = .null
        case let int as Int: self = .int(int)
        case let double as Double: self = .double(double)
        case let string as String: self = .string(string)
        case let bool as Bool: self = .bool(bool)
        case let other?: self = .unexpected("\(type(of: other)): \(other)")
        }
    }

    var description: String {
        switch self {
        case .int(let int): "Int(\(int))"
        case .double(let double): "Double(\(double))"
        case .string(let string): "String(\(string.debugDescription))"
        case .bool(let bool): "Bool(\(bool))"
        case .null: "nil"
        case .unexpected(let text): "unexpected \(text)"
        }
    }
}

/// The fixed model the grammar tables evaluate against.
enum ExpressionFixture {
    nonisolated(unsafe) static let model: [String: Any] = [
        "content": [
            "name": "CVS",
            "distance": 0.4218,
            "zip": "02108",
            "n": 3,
            "items": [1, 2, 3],
            "empty": "",
            "none": String?.none as Any,
            "and": "A",
            "address1": "263 Washington Street",
            "city": "Boston",
            "state": "MA",
            "zipCode": "02108",
        ] as [String: Any],
        "flag": true,
    ]

    /// Walks dictionaries by component; `@count` counts an array, as key-value coding would.
    static func resolve(_ keyPath: ExpressionKeyPath, in root: Any = model) -> Any? {
        var current: Any? = root
        for component in keyPath.components {
            if component == "@count", let array = current as? [Any] {
                current = array.count
            } else if let dictionary = current as? [String: Any] {
                current = dictionary[component]
            } else {
                return nil
            }
        }
        return current
    }

    static func evaluate(_ source: String) throws(ExpressionError) -> ExpressionResult {
        let expression = try BindingExpression(parsing: source)
        return ExpressionResult(expression.evaluate { resolve($0) })
    }
}
