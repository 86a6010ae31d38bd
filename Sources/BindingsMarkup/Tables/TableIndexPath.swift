/// The position of a row in a ``TableView``, or of an item in a ``CollectionView``: a section and a
/// row (an item) within it, both from 0.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// The row `row` of section `section`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// The item `item` of section `section`, in a collection view.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The row under a collection view's name for it.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Orders by section, then row.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section.row`, such as `0.12`.
    public var description: String {
        "\(section).\(row)"
    }
}
