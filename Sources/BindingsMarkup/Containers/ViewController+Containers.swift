// What the navigation and tab bar controllers share: which controllers they take, how their
// children change, and their view showing the one child shown, unless a toolkit shows it.
extension ViewController {
    /// `controllers` without those shown elsewhere or given twice (each warned of): the
    /// controllers a container takes.
    func acceptedChildren(_ controllers: [ViewController]) -> [ViewController] {
        var kept: [ViewController] = []
        for controller in controllers {
            if kept.contains(where: { $0 === controller }) {
                ControllerWarning.report(.duplicateController(controller.typeName))
            } else if controller.isPlaced, controller.parent !== self {
                ControllerWarning.report(.pushingShownController(controller.typeName))
            } else {
                kept.append(controller)
            }
        }
        return kept
    }

    /// Makes `kept` the children in place of `current`: those leaving hear `willMove(toParent: nil)`
    /// and new ones are added; returns both, for ``finishReplacing(removed:added:)``.
    func beginReplacing(_ current: [ViewController], with kept: [ViewController]) -> (removed: [ViewController], added: [ViewController]) {
        let removed = current.filter { old in !kept.contains { $0 === old } }
        let added = kept.filter { new in !current.contains { $0 === new } }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added { addChild(controller) }
        return (removed, added)
    }

    /// Once the change is on screen: those that left are removed, new ones hear they moved in.
    func finishReplacing(removed: [ViewController], added: [ViewController]) {
        for controller in removed { controller.removeFromParent() }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// A container's view: `bar` along `edge` and `child`'s view, unless `presenter` shows it.
    func makeContainerView(bar: View, at edge: ContainerView.BarEdge, showing child: ViewController?,
                           presenter: (any ContainerPresenter)?) -> View {
        let view = ContainerView(bar: bar, at: edge)
        if presenter == nil { view.show(child?.view) }
        return view
    }

    /// Shows `child`'s view in this container's view, unless `presenter` shows it.
    func showInContainerView(_ child: ViewController?, presenter: (any ContainerPresenter)?) {
        guard isViewLoaded, let container = view as? ContainerView else { return }
        container.show(presenter == nil ? child?.view : nil)
    }

    /// The nearest of this controller's containers of type `Container`, or `nil`.
    func nearestContainer<Container: ViewController>(_: Container.Type) -> Container? {
        var controller = parent
        while let current = controller {
            if let container = current as? Container { return container }
            controller = current.parent
        }
        return nil
    }
}
