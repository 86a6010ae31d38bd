import Bindings

/// Compiles a parsed document into a template: resolves element types, converts attribute values,
/// parses binding expressions, expands includes, conditionals and class templates, and collects
/// every problem with its position.
///
/// This file is the flow, element by element and child by child; each concern has its own file:
/// `+Elements` (which view an element is), `+Attributes` and `+Bindings` (what it sets),
/// `+Styles` (classes), `+Instructions`, `+Includes` and `+Conditions` (processing instructions),
/// `+Sections` and `+Items` (a table's structure and a container's items), `+Slots`.
@MainActor
struct MarkupCompiler {
    /// Where names resolve and named documents come from.
    let sources: any MarkupCompilerSources
    /// The class of the owner the document is compiled for, whose module included documents are
    /// searched in too.
    let ownerType: Any.Type?
    /// The class of the view a `<root>` applies to, when an owner that is not a view supplies one
    /// (a controller whose view is a column); otherwise `<root>` is of the owner's class.
    let rootType: View.Type?
    var diagnostics: [MarkupDiagnostic] = []
    /// Documents being compiled, outermost first, to find cyclic includes.
    var includeChain: [String]
    /// One instance per view type, on which attribute values are tried and converted.
    var prototypes: [ObjectIdentifier: View] = [:]
    /// How many elements have an `id`, counted as they are compiled.
    var outletCount = 0
    /// Literal values already converted for an `@Observed` property, by class, key and text.
    var convertedAttributes: [ConvertedAttribute: KeyValueAssignment] = [:]
    /// The names of every slot the element types take, once asked for (see ``MarkupViewSlots``).
    var slotNames: [String]?
    var styles: StyleSheet
    /// The strings `@key` values look up, read at the first one.
    var strings: LocalizedStrings?
    /// The named colors color attributes look up, read at the first one.
    var colors: NamedColors?
    /// The `<?case?>` block the element just compiled left open, which goes on after it: whether
    /// it keeps what follows.
    var blockLeftOpen: Bool?

    init(sources: any MarkupCompilerSources, name: String, ownerType: Any.Type? = nil, rootType: View.Type? = nil) {
        self.sources = sources
        self.ownerType = ownerType
        self.rootType = rootType
        includeChain = [name]
        styles = sources.sharedStyles
    }

    /// Compiles `document`; `nil` when its root element could not be compiled.
    mutating func compile(_ document: MarkupDocument) -> ElementTemplate? {
        styles.merge(collectStyles(in: document))
        let template = compileElement(document.root, file: document.file, parent: nil)
        reportUnknown(document.instructionsAfterRoot, file: document.file)
        prototypes.removeAll()
        if let template { checkDuplicateIDs(in: template) }
        return template
    }

    // Elements nest as deep as the parser allows (512 levels): compileElement and compileChildren
    // recurse, so the work done once per node lives in functions kept out of line, which keeps
    // the recursive frames small enough for a worker thread's stack under the sanitizers.

    mutating func compileElement(_ element: MarkupElement, file: String, parent: View?) -> ElementTemplate? {
        guard let (template, prototype) = compileAttributes(of: element, file: file, parent: parent) else { return nil }
        template.children = compileChildren(of: element, file: file, parent: prototype)
        return template
    }

    mutating func compileChildren(of element: MarkupElement, file: String, parent: View) -> [ChildTemplate] {
        var children: [ChildTemplate] = []
        var conditions = PlatformCondition(platform: sources.platform)
        // A slot's instruction (`<?backgroundView?>`): the next view element is the slot's view.
        var pendingSlot: PendingSlot?
        // An older MarkupKit's instruction (`<?inputView?>`): the next view element is left out with it.
        var dropsNextView = false
        // The top document's root element also takes the owner controller's items.
        let atRoot = element.index == 0 && includeChain.count == 1
        for node in element.storedChildren {
            switch node {
            case .element(let index):
                guard conditions.isActive else { continue }
                let child = MarkupElement(tree: element.tree, index: index)
                blockLeftOpen = nil
                defer { if let keeping = blockLeftOpen { conditions.continueBlock(keeping: keeping) } }
                if let nonView = compileNonViewChild(child, file: file, parent: parent, atRoot: atRoot) {
                    children.append(contentsOf: nonView)
                } else if let template = compileElement(child, file: file, parent: parent) {
                    if dropsNextView {
                        dropsNextView = false
                        continue
                    }
                    children.append(contentsOf: pendingSlot == nil ? [.element(template)] : fillSlot(with: template, pending: &pendingSlot))
                } else {
                    pendingSlot = nil  // the element was reported: its slot stays empty, and is not reported again
                }
            case .instruction(let instruction) where conditions.isActive && RetiredMarkup.instructions[instruction.target] != nil:
                reportUnknown(instruction, at: MarkupLocation(file: file, position: instruction.position), parent: parent)
                dropsNextView = true
            case .instruction(let instruction):
                compileChildInstruction(instruction, file: file, parent: parent, conditions: &conditions,
                                        children: &children, pendingSlot: &pendingSlot)
            case .text:
                continue
            }
        }
        if let pending = pendingSlot { reportUnfilled(pending) }
        if parent is any MarkupSectionContainer { diagnostics.append(contentsOf: SectionRowsTemplate.problems(in: children)) }
        blockLeftOpen = conditions.openBlockKeeps
        return children
    }

    /// Two views with one `id` would fill the same outlet, the first silently lost.
    mutating func checkDuplicateIDs(in template: ElementTemplate) {
        // One outlet cannot clash: the walk below is for documents with several.
        guard outletCount > 1 else { return }
        var first: [String: MarkupLocation] = [:]
        for outlet in template.allElements.compactMap(\.outlet) {
            if let earlier = first[outlet.name] {
                diagnostics.append(outlet.location.diagnostic(.compiling(.duplicateID(
                    name: outlet.name, firstFile: earlier.file, firstAt: earlier.position))))
            } else {
                first[outlet.name] = outlet.location
            }
        }
    }
}
