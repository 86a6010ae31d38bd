/// The elements of a table's structure: `<sectionHeader>` and `<sectionFooter>`, each with an
/// optional `title` and view, which only a section container (``MarkupSectionContainer``) takes.
enum SectionElement: String, CaseIterable {
    /// The last section's header.
    case sectionHeader
    /// The last section's footer.
    case sectionFooter

    /// The attribute giving the header's or footer's text.
    static let titleAttribute = "title"
}
