/// How views take what markup gives them: child views, section structure and actions, each through
/// the protocol a view adopts (``MarkupContainer``, ``MarkupSectionContainer``, ``MarkupActionSending``;
/// views in slots through ``MarkupViewSlots``).
@MainActor
enum MarkupChildren {
    /// Adds a child element's view to its parent's view.
    static func append(_ child: View, to parent: View) {
        if let container = parent as? any MarkupContainer {
            container.addMarkupChild(child)
        } else {
            parent.addSubview(child)
        }
    }

    /// Applies a section instruction or element (the compiler allows them in section containers only).
    static func apply(_ section: SectionTemplate, content: View?, title: String?, to parent: View) {
        guard let container = parent as? any MarkupSectionContainer else { return }
        switch section {
        case .sectionBreak: container.addMarkupSectionBreak()
        case .name(let name): container.setMarkupSectionName(name)
        case .selectionMode(let mode): container.setMarkupSectionSelectionMode(mode)
        case .header: container.setMarkupSectionHeader(title: title, view: content)
        case .footer: container.setMarkupSectionFooter(title: title, view: content)
        case .rows, .value: break  // bound by the builder, which has the owner
        }
    }

    /// Connects an `onXxx` action; returns whether the view sends that event.
    static func connect(_ event: ControlEvent, of view: View, to handler: @escaping @MainActor (View) -> Void) -> Bool {
        guard let sender = view as? any MarkupActionSending else { return false }
        return sender.addMarkupAction(for: event) { [weak view] in
            if let view { handler(view) }
        }
    }
}
