import Bindings
import Foundation
import Synchronization

/// A screen: loads the markup document named after its class the first time ``view`` is asked for
/// (MarkupKit's convention: `ProfileViewController` loads `ProfileViewController.xml`, or the name
/// ``documentName`` gives), with itself as the owner, then calls ``viewDidLoad()``.
///
/// The controller is the owner of its document: the views with an `id` fill its `@Observed` outlets,
/// `$` attributes bind to its keys (a subclass of ``ModelViewController`` exposes `viewModel.…`),
/// and `onXxx` attributes call its ``markupActions``. Its bindings end when it is released, as every
/// binding ends when its owner goes; its views go with it. It holds child controllers
/// (``addChild(_:)``), released with it too.
///
/// A document that does not load is not silent: ``view`` is then an empty view and ``viewLoadError``
/// holds every diagnostic (``loadViewIfNeeded()`` throws them).
///
/// A controller is shown by a host (a ``HeadlessWindow``, a toolkit's window) or by a container
/// (``NavigationController``, ``TabBarController``), and may present another over itself
/// (``present(_:animated:completion:)``); each tells it when its view appears and disappears.
@MainActor
open class ViewController: KeyValueCoding, MarkupActionTarget {
    /// The loader the document is found and compiled with.
    public let loader: MarkupLoader
    /// The screen's title: what a navigation bar and a tab show unless the controller's
    /// ``navigationItem`` or ``tabBarItem`` has a title of its own.
    @Observed public var title: String? = nil
    /// How the controller is shown when presented (see ``present(_:animated:completion:)``).
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The controller this one presents, shown over it until dismissed.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one; held weakly, as the presenter holds the presented.
    public internal(set) weak var presentingViewController: ViewController?
    /// Whether the controller is being presented: from ``present(_:animated:completion:)`` until
    /// it is shown.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed: from ``dismiss(animated:completion:)`` until it
    /// is gone.
    public internal(set) var isBeingDismissed = false
    /// What shows this controller when it is the root of a window (see ``ControllerHost``).
    public internal(set) weak var host: (any ControllerHost)?
    /// The navigation item, made at the first use.
    var navigationItemStorage: NavigationItem?
    /// The tab bar item, made at the first use.
    var tabBarItemStorage: TabBarItem?
    /// The controllers whose screens are part of this one, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: ViewController?
    /// The problems of the document when it did not load; `nil` when it loaded or is not loaded yet.
    public private(set) var viewLoadError: MarkupDiagnostics?
    /// Where the view is in being shown (see ``beginAppearanceTransition(_:animated:)``).
    public internal(set) var appearance = ViewAppearance.disappeared
    /// Whether the transition under way is animated, for its `did` callback.
    var transitionIsAnimated = false
    private var loadedView: View?

    nonisolated private static let liveCounter = Atomic<Int>(0)

    /// The number of controllers alive now: leak checks compare it before and after.
    @_spi(Testing) nonisolated public static var liveCount: Int { liveCounter.load(ordering: .relaxed) }

    /// A controller whose document the loader finds (by default the shared loader's).
    public init(loader: MarkupLoader = .shared) {
        self.loader = loader
        Self.liveCounter.add(1, ordering: .relaxed)
    }

    deinit {
        Self.liveCounter.subtract(1, ordering: .relaxed)
    }

    /// The name of the document the controller loads: its class's name, as MarkupKit's; override
    /// it to load another.
    open class var documentName: String {
        String(describing: self)
    }

    /// The controller's root view, loading the document on first access.
    public var view: View {
        if let loadedView { return loadedView }
        do {
            return try loadViewIfNeeded()
        } catch {
            // The diagnostics are kept in `viewLoadError`; the screen shows nothing rather than crash.
            let empty = View()
            loadedView = empty
            return empty
        }
    }

    /// Whether the document was loaded (or tried).
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the document unless it was loaded, calls ``viewDidLoad()`` after a load, and returns
    /// the root view; throws the document's diagnostics when it does not load.
    @discardableResult
    public func loadViewIfNeeded() throws(MarkupDiagnostics) -> View {
        if let loadedView { return loadedView }
        do {
            let view = try loadView()
            loadedView = view
            viewLoadError = nil
            viewDidLoad()
            return view
        } catch {
            viewLoadError = error
            throw error
        }
    }

    /// Builds the view again from the document as it is now (after a ``MarkupDocumentWatch`` saw it
    /// change), keeping the controller and its view model: ``viewWillReload()``, the new view,
    /// ``viewDidLoad()``, then ``viewDidReload(replacing:)``. When the document has errors it throws
    /// them and nothing changes: the last good view, its outlets and bindings stay.
    public func reloadView() throws(MarkupDiagnostics) {
        guard let old = loadedView else {
            try loadViewIfNeeded()
            return
        }
        viewWillReload()
        let view = try loadView()
        loadedView = view
        viewLoadError = nil
        viewDidLoad()
        parent?.childDidReplaceView(self)
        viewDidReload(replacing: old)
    }

    /// A child's view was rebuilt: a container that shows it shows the new one.
    func childDidReplaceView(_ child: ViewController) {}

    /// Called before the view is rebuilt: the place to remember state the views hold (a scroll
    /// position). The default does nothing.
    open func viewWillReload() {}

    /// Called after the view was rebuilt and loaded: the default gives the new view the old one's
    /// frame, so it is laid out at the same size.
    open func viewDidReload(replacing oldView: View) {
        view.frame = oldView.frame
        view.layoutIfNeeded()
    }

    /// Builds the root view: the document ``documentName`` with the controller as its owner.
    /// Override it to build the view another way.
    open func loadView() throws(MarkupDiagnostics) -> View {
        try loader.view(named: Self.documentName, owner: self)
    }

    /// Called once the view is loaded: the place to configure what markup cannot (data sources,
    /// observers). The default does nothing.
    open func viewDidLoad() {}

    /// Called before the view is shown by its host (a window opening, a terminal session starting).
    /// The default does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called once the view is shown. The default does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view stops being shown (its window closing, its session ending). The
    /// default does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called once the view is no longer shown. The default does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// The actions markup's `onXxx` attributes may name; none by default.
    open var markupActions: [String: @MainActor (View) -> Void] {
        [:]
    }

    /// Adds `child` as a child controller (removing it from its previous parent first), calling
    /// its ``willMove(toParent:)`` first, as UIKit does; the container calls the child's
    /// ``didMove(toParent:)`` once the child is in place.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent's children, then calls its
    /// ``didMove(toParent:)`` with `nil`; the container calls ``willMove(toParent:)`` with `nil`
    /// before, as UIKit does.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to a container (`parent`) or removed from one
    /// (`nil`). The default does nothing.
    open func willMove(toParent parent: ViewController?) {}

    /// Called once the controller was added to a container (`parent`) or removed from one
    /// (`nil`). The default does nothing.
    open func didMove(toParent parent: ViewController?) {}

    /// Whether the appearance callbacks this controller hears are passed on to all its children;
    /// a container that shows only some of them (the top of a navigation stack, the selected tab)
    /// says `false` and passes them on to those itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children shown while this controller is: all of them unless the controller says
    /// otherwise (see ``shouldAutomaticallyForwardAppearanceMethods``).
    var childrenShown: [ViewController] { shouldAutomaticallyForwardAppearanceMethods ? children : [] }
}
