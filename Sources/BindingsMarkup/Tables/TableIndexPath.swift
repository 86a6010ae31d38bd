/// The position of a row in a ``TableView``: a section and a row within it, both from 0.
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

    /// Orders by section, then row.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section.row`, such as `0.12`.
    public var description: String {
        "\(section).\(row)"
    }
}
