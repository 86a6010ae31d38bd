#if GTK
@_spi(Backend) import BindingsMarkup
import CGtk

/// What shows one controller of a window's tree: a ``ViewPage`` for a screen, a
/// ``NavigationStack`` or a ``TabStack`` for a container, whose pages are its children's contents.
@MainActor
protocol ControllerContent: AnyObject {
    /// The controller shown; `nil` for a window showing a view of its own.
    var controller: ViewController? { get }
    /// The widget showing it.
    var widget: WidgetPointer { get }
    /// The content showing `controller`: this one, one of its pages', or `nil`.
    func content(showing controller: ViewController) -> (any ControllerContent)?
    /// Lets go of the controller: a container is no longer told of changes, and a transition under
    /// way ends at once.
    func tearDown()
}

/// The content showing `controller` in `scene`: a stack for a navigation or a tab bar controller,
/// a page of its view for any other.
@MainActor
func makeContent(for controller: ViewController, in scene: ControllerScene) -> any ControllerContent {
    switch controller {
    case let navigation as NavigationController: NavigationStack(navigation: navigation, scene: scene)
    case let tabs as TabBarController: TabStack(tabs: tabs, scene: scene)
    default: ViewPage(controller: controller)
    }
}
#endif
