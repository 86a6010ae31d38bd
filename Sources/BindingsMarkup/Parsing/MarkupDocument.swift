import Foundation

/// A parsed markup document: one root element plus the processing instructions around it.
///
/// Parse once and instantiate many times: the document is an immutable, `Sendable` value.
public struct MarkupDocument: Sendable {
    /// The file name used in diagnostics.
    public let file: String
    /// The root element.
    public let root: MarkupElement
    /// Processing instructions before the root element, in document order (the XML declaration excluded).
    public let instructionsBeforeRoot: [MarkupInstruction]
    /// Processing instructions after the root element, in document order.
    public let instructionsAfterRoot: [MarkupInstruction]

    init(
        file: String, tree: MarkupTree,
        instructionsBeforeRoot: [MarkupInstruction], instructionsAfterRoot: [MarkupInstruction]
    ) {
        self.file = file
        self.root = MarkupElement(tree: tree, index: 0)
        self.instructionsBeforeRoot = instructionsBeforeRoot
        self.instructionsAfterRoot = instructionsAfterRoot
    }

    /// Parses UTF-8 bytes, throwing every diagnostic if the document has any error.
    public init(
        parsing bytes: [UInt8], file: String, options: MarkupParser.Options = MarkupParser.Options()
    ) throws(MarkupDiagnostics) {
        self = try MarkupParser(options: options).parse(bytes, file: file).get()
    }

    /// Parses UTF-8 data, throwing every diagnostic if the document has any error.
    public init(
        parsing data: Data, file: String, options: MarkupParser.Options = MarkupParser.Options()
    ) throws(MarkupDiagnostics) {
        self = try MarkupParser(options: options).parse(data, file: file).get()
    }

    /// Every element in document order (pre-order: a parent before its children), root first.
    public var elements: [MarkupElement] {
        let tree = root.tree
        return tree.records.indices.map { MarkupElement(tree: tree, index: $0) }
    }

    /// The number of elements in the document.
    public var elementCount: Int { root.tree.records.count }
}
