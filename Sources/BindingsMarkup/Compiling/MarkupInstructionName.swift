/// The processing instructions markup itself gives a meaning, each name declared once: the
/// compiler, the loader, the element catalog and the schema read them here. A view's own
/// instructions are its slots (``MarkupViewSlots``) and its item instructions
/// (``MarkupItemContainer/markupInstructionTargets``).
enum MarkupInstructionName: String, CaseIterable {
    /// `<?properties {JSON}?>` or `<?properties Name?>`: class templates (``StyleSheet``).
    case properties
    /// `<?include Name?>`: another document's root element, in place.
    case include
    /// `<?case ios, tvos?>`: the children up to `<?else?>` or `<?end?>` count on those platforms only.
    case `case`
    /// `<?else?>`: the children up to `<?end?>` count where the `<?case?>` did not.
    case `else`
    /// `<?end?>`: ends a `<?case?>` block.
    case end
    /// `<?sectionBreak?>`: starts a table's next section.
    case sectionBreak
    /// `<?sectionName name?>`: names the last section.
    case sectionName
    /// `<?sectionSelectionMode mode?>`: how the last section's rows are selected.
    case sectionSelectionMode
    /// `<?sectionRows $keyPath CellDocument?>`: the last section's rows follow an array (``SectionRowsTemplate``).
    case sectionRows
    /// `<?sectionValue $$keyPath?>`: the last section's checked value, bound both ways.
    case sectionValue

    /// The instructions of `<?case?>` blocks.
    static let conditions: [Self] = [.case, .else, .end]
    /// The instructions only a section container (``MarkupSectionContainer``) takes.
    static let sections: [Self] = [.sectionBreak, .sectionName, .sectionSelectionMode, .sectionRows, .sectionValue]
}
