import Bindings

/// A view that takes child elements that are not views, and processing instructions of its own:
/// a picker's `<row>` and `<?componentName?>`, a segmented control's `<segment>`, a tab bar's `<item>`.
///
/// The compiler checks each item against ``markupItemKinds`` (its element name, the attributes it
/// allows and those it requires) and tries it on a prototype view, so that a value the view refuses
/// is reported with its position when the document is compiled; building then adds the items in
/// document order.
@MainActor
public protocol MarkupItemContainer: AnyObject {
    /// The item elements the view takes.
    nonisolated static var markupItemKinds: [MarkupItemKind] { get }
    /// The processing instructions the view takes, by target (`componentName`).
    nonisolated static var markupInstructionTargets: [String] { get }
    /// Adds an item, in document order; throws when an attribute's value is not one the view takes.
    func addMarkupItem(_ item: MarkupItem) throws(MarkupItemFailure)
    /// Applies one of ``markupInstructionTargets`` with its data, in document order.
    func applyMarkupInstruction(_ target: String, data: String) throws(MarkupItemFailure)
}

extension MarkupItemContainer {
    /// None.
    nonisolated public static var markupInstructionTargets: [String] { [] }

    /// Does nothing: a view with no instructions is never given one.
    public func applyMarkupInstruction(_ target: String, data: String) throws(MarkupItemFailure) {}
}

/// One kind of item element: its name and attributes.
public struct MarkupItemKind: Sendable, Equatable {
    /// The element name, such as `row`.
    public let element: String
    /// Every attribute the element may have.
    public let attributes: [String]
    /// The attributes it must have.
    public let required: [String]

    /// A kind of item named `element` that allows `attributes` and requires `required`.
    public init(_ element: String, attributes: [String], required: [String] = []) {
        self.element = element
        self.attributes = attributes
        self.required = required
    }
}

/// An item element as markup gives it: its name and its attribute values, localized.
public struct MarkupItem: Sendable, Equatable {
    /// The element name.
    public let element: String
    /// The attribute values by name.
    public let attributes: [String: String]

    /// An item named `element` with `attributes`.
    public init(_ element: String, attributes: [String: String]) {
        self.element = element
        self.attributes = attributes
    }

    /// The value of the attribute `name`, or `nil` when the element does not have it.
    public subscript(name: String) -> String? {
        attributes[name]
    }
}

/// Why a view refused an item or instruction: the attribute (or the instruction's data, for an
/// empty `attribute`) and what the view would have taken.
public struct MarkupItemFailure: Error, Sendable, Equatable {
    /// The attribute whose value was refused; empty for an instruction's data.
    public let attribute: String
    /// The value refused.
    public let value: String
    /// What would have been accepted.
    public let expected: String

    /// A failure of `value` given for `attribute`, which takes `expected`.
    public init(attribute: String, value: String, expected: String) {
        self.attribute = attribute
        self.value = value
        self.expected = expected
    }

    /// A failure converting `value` of `attribute` to a value type.
    public init(attribute: String, value: String, _ failure: KeyValueConversionFailure) {
        self.init(attribute: attribute, value: value, expected: failure.reason.map { "\(failure.expected) (\($0))" } ?? failure.expected)
    }
}
