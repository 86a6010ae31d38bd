/// An element of a parsed markup document: a lightweight view (a shared tree plus an index) into the
/// document's flat element storage.
///
/// Two elements are equal when they are the same element of the same parsed document. Copying an element is
/// cheap, and an element keeps its document's storage alive.
public struct MarkupElement: Hashable, Sendable, CustomStringConvertible {
    let tree: MarkupTree
    /// The element's index in document order (0 is the root); unique within its document.
    public let index: Int

    init(tree: MarkupTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    private var record: MarkupTree.Record { tree.records[index] }

    /// The element name as written, e.g. `UILabel` or `MyApp.BadgeView`.
    public var name: String { record.name }

    /// The position of the `<` that opens the element.
    public var position: SourcePosition { record.position }

    /// The attributes in document order (duplicates are reported and only the first is kept).
    public var attributes: [MarkupAttribute] { record.attributes }

    /// The attribute with the given name, if present.
    public func attribute(named name: String) -> MarkupAttribute? {
        record.attributes.first { $0.name == name }
    }

    /// The child elements, processing instructions and text runs in document order.
    public var children: [MarkupNode] {
        record.children.map { child in
            switch child {
            case .element(let index): return .element(MarkupElement(tree: tree, index: index))
            case .instruction(let instruction): return .processingInstruction(instruction)
            case .text(let text): return .text(text)
            }
        }
    }

    /// The children as stored: elements by index, leaves inline; what the compiler walks, with
    /// no array of nodes made for each element.
    var storedChildren: [MarkupTree.Child] { record.children }

    /// The child elements only, in document order.
    public var childElements: [MarkupElement] {
        record.children.compactMap { child in
            if case .element(let index) = child { return MarkupElement(tree: tree, index: index) }
            return nil
        }
    }

    /// The enclosing element, or `nil` for the root.
    public var parent: MarkupElement? {
        record.parent.map { MarkupElement(tree: tree, index: $0) }
    }

    /// The nesting depth: 1 for the root.
    public var depth: Int { record.depth }

    /// `<name>` with its position, for debugging.
    public var description: String { "<\(name)> at \(position)" }

    /// Identity: the same element of the same parsed document.
    public static func == (lhs: MarkupElement, rhs: MarkupElement) -> Bool {
        lhs.tree === rhs.tree && lhs.index == rhs.index
    }

    /// Hashes the element's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }
}
