/// What markup may give an element of one view class: its attributes, events and style, the item
/// elements and instructions it takes, its slots and the table structure. Read from the protocols
/// the class adopts (``MarkupItemContainer``, ``MarkupSectionContainer``, ``MarkupViewSlots``,
/// ``MarkupActionSending``, ``MarkupStyleCreatable``), here only: the compiler checks documents
/// against it, and the element catalog and the schema list it.
struct MarkupElementDescription {
    /// The view class.
    let type: View.Type

    /// The attribute naming the owner's outlet for the view, on any element.
    static let outletAttribute = "id"
    /// The attribute naming class templates (`<?properties?>`) to apply, on any element.
    static let classAttribute = "class"
    /// The attribute naming the style a ``MarkupStyleCreatable`` view is created in.
    static let styleAttribute = "style"

    init(_ type: View.Type) {
        self.type = type
    }

    /// The declared keys markup sets, as attributes (reading them builds a prototype).
    @MainActor
    var attributeKeys: [MarkupAttributeKey] { MarkupAttributeKey.keys(of: type) }

    /// The events its `onXxx` attributes name, without `on`.
    var events: [String] { (type as? any MarkupActionSending.Type)?.markupEvents.map(\.name) ?? [] }

    /// The names its `style` attribute takes, or `nil` when it has no `style`.
    var styleNames: [String]? { (type as? any MarkupStyleCreatable.Type)?.markupStyleNames }

    /// Whether it takes item elements and instructions of its own (``MarkupItemContainer``).
    var takesItems: Bool { type is any MarkupItemContainer.Type }

    /// The item elements it takes.
    var itemKinds: [MarkupItemKind] { (type as? any MarkupItemContainer.Type)?.markupItemKinds ?? [] }

    /// The item kind named `element`, or `nil`.
    func itemKind(named element: String) -> MarkupItemKind? {
        itemKinds.first { $0.element == element }
    }

    /// The instructions it applies itself, as an item container.
    var itemInstructions: [String] { (type as? any MarkupItemContainer.Type)?.markupInstructionTargets ?? [] }

    /// Whether it is divided into sections (``MarkupSectionContainer``).
    var takesSections: Bool { type is any MarkupSectionContainer.Type }

    /// The section elements it takes.
    var sectionElements: [SectionElement] { takesSections ? SectionElement.allCases : [] }

    /// The section instructions it takes.
    var sectionInstructions: [MarkupInstructionName] { takesSections ? MarkupInstructionName.sections : [] }

    /// The slots it takes, by the instruction that fills each.
    var slots: [MarkupViewSlot] { (type as? any MarkupViewSlots.Type)?.markupViewSlots ?? [] }

    /// The slot named `name`, or `nil`.
    func slot(named name: String) -> MarkupViewSlot? {
        slots.first { $0.name == name }
    }
}
