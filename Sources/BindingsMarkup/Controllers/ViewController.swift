import Bindings
import Foundation

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
@MainActor
open class ViewController: KeyValueCoding, MarkupActionTarget {
    /// The loader the document is found and compiled with.
    public let loader: MarkupLoader
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

    /// A controller whose document the loader finds (by default the shared loader's).
    public init(loader: MarkupLoader = .shared) {
        self.loader = loader
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
        viewDidReload(replacing: old)
    }

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

    /// Adds `child` as a child controller (removing it from its previous parent first).
    public func addChild(_ child: ViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent's children.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }
}
