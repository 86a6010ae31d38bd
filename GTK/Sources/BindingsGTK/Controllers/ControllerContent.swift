import BindingsMarkup
import CGtk

/// What shows one controller of a window's tree: a ``ViewPage`` for a screen, a
/// ``NavigationStack`` or a ``TabStack`` for a container, which shows its children's contents as
/// its pages.
@MainActor
protocol ControllerContent: AnyObject {
    /// The controller shown.
    var controller: ViewController? { get }
    /// The widget showing it.
    var widget: WidgetPointer { get }
    /// The content showing `controller`, this one or one of its pages', or `nil`.
    func content(showing controller: ViewController) -> (any ControllerContent)?
    /// Lets go of the controller: a container is no longer told of its changes, and a transition
    /// under way ends at once.
    func tearDown()
}

extension ControllerContent {
    /// The content for `controller` in `scene`: a stack for a navigation or tab bar controller, a
    /// page of its view for any other.
    static func make(for controller: ViewController, in scene: ControllerScene) -> any ControllerContent {
        switch controller {
        case let navigation as NavigationController: NavigationStack(navigation: navigation, scene: scene)
        case let tabs as TabBarController: TabStack(tabs: tabs, scene: scene)
        default: ViewPage(controller: controller)
        }
    }
}

/// Makes the content for `controller` in `scene` (``ControllerContent/make(for:in:)``).
@MainActor
func makeContent(for controller: ViewController, in scene: ControllerScene) -> any ControllerContent {
    switch controller {
    case let navigation as NavigationController: NavigationStack(navigation: navigation, scene: scene)
    case let tabs as TabBarController: TabStack(tabs: tabs, scene: scene)
    default: ViewPage(controller: controller)
    }
}
