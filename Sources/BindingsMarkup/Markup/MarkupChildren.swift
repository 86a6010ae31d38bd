/// How views take what markup gives them: child views, table structure and actions.
@MainActor
enum MarkupChildren {
    /// Adds a child element's view to its parent's view: a table takes it as a static cell of its
    /// current section, any other view as a subview.
    static func append(_ child: View, to parent: View) {
        if let table = parent as? TableView, let cell = child as? TableViewCell {
            table.appendStaticCell(cell)
        } else {
            parent.addSubview(child)
        }
    }

    /// Applies a section instruction or element to a table (the compiler allows them in tables only).
    static func apply(_ section: SectionTemplate, content: View?, title: String?, to parent: View) {
        guard let table = parent as? TableView else { return }
        switch section {
        case .sectionBreak: _ = table.appendSection()
        case .name(let name): table.setName(name, forSection: table.numberOfSections - 1)
        case .selectionMode(let mode): table.setSelectionMode(mode, forSection: table.numberOfSections - 1)
        case .header: table.setHeader(title: title, view: content, forSection: table.numberOfSections - 1)
        case .footer: table.setFooter(title: title, view: content, forSection: table.numberOfSections - 1)
        }
    }

    /// Connects an `onXxx` action: buttons send any event name as their primary action.
    static func connect(_ event: String, of view: View, to handler: @escaping @MainActor (View) -> Void) -> Bool {
        guard let button = view as? Button else { return false }
        button.addAction { [weak button] in
            if let button { handler(button) }
        }
        return true
    }
}
