/// A child of a markup element, in document order.
public enum MarkupNode: Hashable, Sendable {
    /// A nested element.
    case element(MarkupElement)
    /// A processing instruction such as `<?sectionBreak?>`.
    case processingInstruction(MarkupInstruction)
    /// Non-whitespace character data.
    case text(MarkupText)

    /// Where the node starts in the file.
    public var position: SourcePosition {
        switch self {
        case .element(let element): return element.position
        case .processingInstruction(let instruction): return instruction.position
        case .text(let text): return text.position
        }
    }

    /// The element, if this node is one.
    public var element: MarkupElement? {
        if case .element(let element) = self { return element }
        return nil
    }

    /// The processing instruction, if this node is one.
    public var instruction: MarkupInstruction? {
        if case .processingInstruction(let instruction) = self { return instruction }
        return nil
    }
}
