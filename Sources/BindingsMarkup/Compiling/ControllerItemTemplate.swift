import Bindings

/// The elements that set the owner controller's items, not views: `<navigationItem>` (with its
/// `<leftBarButtonItem>` and `<rightBarButtonItem>` elements) and `<tabBarItem>`, children of a
/// document's root element only.
enum ControllerItemElement: String, CaseIterable {
    /// The owner's ``ViewController/navigationItem``.
    case navigationItem
    /// The owner's ``ViewController/tabBarItem``.
    case tabBarItem
    /// A ``BarButtonItem`` appended to the navigation item's leading items.
    case leftBarButtonItem
    /// A ``BarButtonItem`` appended to the navigation item's trailing items.
    case rightBarButtonItem

    /// The elements a document's root element takes.
    static let ownerItems: [Self] = [.navigationItem, .tabBarItem]
    /// The elements a `<navigationItem>` takes.
    static let barButtonItems: [Self] = [.leftBarButtonItem, .rightBarButtonItem]

    /// The type of the object the element's attributes set.
    @MainActor var objectType: any KeyValueCoding.Type {
        switch self {
        case .navigationItem: NavigationItem.self
        case .tabBarItem: TabBarItem.self
        case .leftBarButtonItem, .rightBarButtonItem: BarButtonItem.self
        }
    }

    /// A new object of ``objectType``, to try attributes on.
    @MainActor func makeObject() -> any KeyValueCoding {
        switch self {
        case .navigationItem: NavigationItem()
        case .tabBarItem: TabBarItem()
        case .leftBarButtonItem, .rightBarButtonItem: BarButtonItem()
        }
    }

    /// The events the element's object sends (`onPrimaryActionTriggered`): a bar button item's click.
    var events: [String] {
        self == .leftBarButtonItem || self == .rightBarButtonItem ? ["PrimaryActionTriggered"] : []
    }
}

/// A compiled controller item element: the properties, bindings, outlet and action building
/// applies to the owner's item, and for a navigation item its bar button items.
final class ControllerItemTemplate {
    let element: ControllerItemElement
    let location: MarkupLocation
    var properties: [ElementTemplate.Property] = []
    var bindings: [ElementTemplate.BindingSpec] = []
    var outlet: ElementTemplate.Outlet?
    var action: ElementTemplate.Action?
    /// A navigation item's bar button items, in document order.
    var barButtonItems: [ControllerItemTemplate] = []

    init(element: ControllerItemElement, location: MarkupLocation) {
        self.element = element
        self.location = location
    }

    /// This template and its bar button items.
    var all: [ControllerItemTemplate] {
        [self] + barButtonItems
    }
}
