// A picker takes `<row title value>` items, `<?componentName?>` and `<?componentSeparator?>`.
extension PickerView: MarkupItemContainer {
    /// `row`, with a required `title` and an optional `value`.
    nonisolated public static var markupItemKinds: [MarkupItemKind] {
        [MarkupItemKind("row", attributes: ["title", "value"], required: ["title"])]
    }

    /// `componentName` names the current component; `componentSeparator` starts the next.
    nonisolated public static var markupInstructionTargets: [String] {
        ["componentName", "componentSeparator"]
    }

    /// Appends the row to the current component.
    public func addMarkupItem(_ item: MarkupItem) throws(MarkupItemFailure) {
        appendRow(title: item["title"] ?? "", value: item["value"])
    }

    /// Names the current component (the first, created when there is none) or starts the next.
    public func applyMarkupInstruction(_ target: String, data: String) throws(MarkupItemFailure) {
        if target == "componentSeparator" {
            appendComponent()
            return
        }
        guard !data.isEmpty else { throw MarkupItemFailure(attribute: "", value: data, expected: "a component name") }
        if components.isEmpty { appendComponent() }
        components[components.count - 1].name = data
    }
}
