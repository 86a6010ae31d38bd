/// The immutable, flat storage of a parsed document's elements.
///
/// Elements are stored in one array in document (pre-order) order and refer to their children and parent
/// by index. Nothing is nested, so building, copying and destroying a 10,000-deep tree never recurses, and
/// the whole tree is one allocation shared by every ``MarkupElement`` view into it.
final class MarkupTree: Sendable {
    /// One element: its own data plus the indices of its relatives.
    struct Record: Sendable {
        var name: String
        var position: SourcePosition
        var attributes: [MarkupAttribute]
        var children: [Child]
        /// The parent's index, or `nil` for the root.
        var parent: Int?
        /// 1 for the root.
        var depth: Int
    }

    /// A child reference: elements by index, leaves inline (they contain no elements).
    enum Child: Sendable {
        case element(Int)
        case instruction(MarkupInstruction)
        case text(MarkupText)
    }

    let records: [Record]

    init(records: [Record]) {
        self.records = records
    }
}
