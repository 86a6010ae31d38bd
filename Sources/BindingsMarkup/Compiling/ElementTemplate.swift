import Bindings

/// A compiled element: everything needed to build its view again and again without reading XML.
///
/// Attribute values are converted to their property types when the template is compiled, so
/// building sets typed values; binding expressions are parsed then too.
///
/// A class: the compiler, the template's element list and every build pass elements around, and
/// a reference is one retain where a copy of this many fields is many.
final class ElementTemplate {
    /// A property set to a fixed value. A class: building reads each assignment in place, where
    /// a struct would be copied out of the array first.
    final class Property {
        /// The value already converted to the property's type and, for an `@Observed` property,
        /// the property resolved, so that building is a typed store.
        let assignment: KeyValueAssignment
        let location: MarkupLocation

        init(assignment: KeyValueAssignment, location: MarkupLocation) {
            self.assignment = assignment
            self.location = location
        }

        var keyPath: String { assignment.keyPath }
    }

    /// A property bound to an expression over the owner. A class, as ``Property`` is: building
    /// passes its fields on in place, where a struct's would be copied out of the array, one
    /// retain each.
    final class BindingSpec {
        let keyPath: String
        let expression: BindingExpression
        let mode: BindingMode
        let location: MarkupLocation

        init(keyPath: String, expression: BindingExpression, mode: BindingMode, location: MarkupLocation) {
            self.keyPath = keyPath
            self.expression = expression
            self.mode = mode
            self.location = location
        }
    }

    /// An `onXxx` attribute: the event and the owner's action name.
    struct Action {
        let event: String
        let name: String
        let location: MarkupLocation
    }

    /// An `id`: the owner's property that receives the view.
    struct Outlet {
        let name: String
        let location: MarkupLocation
    }

    // The fields are set while compiling and only read after, all on the main actor: building
    // reads them for every view, and unchecked they need no dynamic exclusivity check each time.
    let elementName: String
    let viewType: View.Type
    let location: MarkupLocation
    @exclusivity(unchecked) var properties: [Property] = []
    @exclusivity(unchecked) var bindings: [BindingSpec] = []
    @exclusivity(unchecked) var actions: [Action] = []
    @exclusivity(unchecked) var outlet: Outlet?
    /// The `style` the view is created in, for a ``MarkupStyleCreatable`` type.
    @exclusivity(unchecked) var style: (name: String, location: MarkupLocation)?
    /// Whether the view takes items (``MarkupItemContainer``): they are added before its attributes
    /// are set, which may select one. Decided once here, not per instance.
    @exclusivity(unchecked) var itemsFirst = false
    /// Whether this is a document's `<root>`: it applies to the existing root view it is loaded into.
    @exclusivity(unchecked) var isExistingRoot = false
    @exclusivity(unchecked) var children: [ChildTemplate] = [] {
        didSet {
            let elements = children.compactMap(\.element)
            childElements = elements.count == children.count ? elements : nil
        }
    }
    /// The children, when every one is a view: building goes through them without taking each
    /// ``ChildTemplate`` apart, and gives the view room for all of them at once.
    @exclusivity(unchecked) private(set) var childElements: [ElementTemplate]? = []
    /// Whether views of ``viewType`` take children as a ``MarkupContainer``, and the same for the
    /// last other class the element applied to (an existing root of a subclass, such as a cell):
    /// found by a cast the first time, then known.
    @exclusivity(unchecked) private var isMarkupContainer: Bool?
    @exclusivity(unchecked) private var otherClassIsContainer: (viewClass: ObjectIdentifier, isContainer: Bool)?
    /// The properties as typed stores on views of exactly ``viewType``, when all of them are
    /// (see ``typedStores``); found when the first view is built.
    @exclusivity(unchecked) private var resolvedStores: [TypedStore]??

    /// Whether `view`, built from this element or the existing root it applied to, takes its
    /// children as a ``MarkupContainer``.
    func isContainer(_ view: View) -> Bool {
        let viewClass = ObjectIdentifier(type(of: view))
        if viewClass == ObjectIdentifier(viewType) {
            if let isMarkupContainer { return isMarkupContainer }
            let isContainer = view is any MarkupContainer
            isMarkupContainer = isContainer
            return isContainer
        }
        if let known = otherClassIsContainer, known.viewClass == viewClass { return known.isContainer }
        let isContainer = view is any MarkupContainer
        otherClassIsContainer = (viewClass, isContainer)
        return isContainer
    }

    /// The properties as typed stores, set without looking anything up, or `nil` when one of them
    /// is a computed key or set by name.
    var typedStores: [TypedStore]? {
        if let resolvedStores { return resolvedStores }
        let viewClass = ObjectIdentifier(viewType)
        var stores: [TypedStore]? = []
        for property in properties {
            guard let store = property.assignment.typedStore, store.objectClass == viewClass else {
                stores = nil
                break
            }
            stores?.append(store)
        }
        resolvedStores = .some(stores)
        return stores
    }

    init(elementName: String, viewType: View.Type, location: MarkupLocation) {
        self.elementName = elementName
        self.viewType = viewType
        self.location = location
    }

    /// Every template in this subtree, this one first.
    var allElements: [ElementTemplate] {
        var result: [ElementTemplate] = []
        var pending = [self]
        while let element = pending.popLast() {
            result.append(element)
            for child in element.children.reversed() {
                switch child {
                case .element(let template), .slot(_, let template),
                     .section(.header(let template?, _)), .section(.footer(let template?, _)):
                    pending.append(template)
                default:
                    continue
                }
            }
        }
        return result
    }
}

/// An item attribute whose value is a binding expression (`<segment title="$one"/>`): as in
/// MarkupKit, read from the owner once when the item is built, not kept in sync, as items are not
/// views to bind.
struct ItemAttributeReading {
    let name: String
    let expression: BindingExpression
    let location: MarkupLocation
}

/// A child of an element in a template: a view, a view in a slot (``MarkupViewSlots``), a table
/// section instruction, an item or instruction of a ``MarkupItemContainer``, or (of the root) an
/// item of the owner controller.
enum ChildTemplate {
    case element(ElementTemplate)
    case controllerItem(ControllerItemTemplate)
    /// The view for the slot named by the instruction before it.
    case slot(String, ElementTemplate)
    case section(SectionTemplate)
    /// An item, with the attributes it reads from the owner once, when the view is built.
    case item(MarkupItem, readOnce: [ItemAttributeReading], location: MarkupLocation)
    case instruction(target: String, data: String, location: MarkupLocation)

    /// The template of an `.element` child.
    var element: ElementTemplate? {
        guard case .element(let template) = self else { return nil }
        return template
    }
}

/// The table structure markup declares between cells.
enum SectionTemplate {
    case sectionBreak
    case name(String)
    case selectionMode(TableSelectionMode)
    case header(ElementTemplate?, title: String?)
    case footer(ElementTemplate?, title: String?)
    /// `<?sectionRows?>`: the section's rows follow an array of the owner.
    case rows(SectionRowsTemplate)
    /// `<?sectionValue $$keyPath?>`: the section's checked value is bound both ways to the owner.
    case value(keyPath: String, location: MarkupLocation)
}
