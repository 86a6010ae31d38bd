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
