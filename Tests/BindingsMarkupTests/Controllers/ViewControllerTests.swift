@_spi(Testing) import Bindings
@_spi(Testing) import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// A greeting screen's state.
final class GreetingModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var title = "Hello"
    @Observed var name: String? = "Ada"
}

/// A screen whose document is named after it, `GreetingViewController.xml`.
final class GreetingViewController: ModelViewController<GreetingModel> {
    @Observed var titleLabel: Label? = nil
    @Observed var nameField: TextField? = nil
    var loads = 0
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }

    override var markupActions: [String: @MainActor (View) -> Void] {
        ["greet": { [weak self] _ in self?.taps += 1 }]
    }
}

/// A controller whose document is missing.
final class MissingViewController: ViewController {}

/// Controllers load their document by MarkupKit's naming convention on first access to `view`, own
/// their bindings and views (freed with them), expose a view model to markup, and hold children.
@MainActor @Suite(.checksLiveObjects) struct ViewControllerTests {
    /// A loader over a temporary folder holding `files`.
    static func loader(_ files: [String: String]) throws -> (MarkupLoader, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controllers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let loader = MarkupLoader(searchDirectories: [folder])
        loader.searchesDefaultLocations = false
        return (loader, folder)
    }

    static let greeting = """
        <LMColumnView>
            <UILabel id="titleLabel" text="$viewModel.title"/>
            <UITextField id="nameField" text="$$viewModel.name"/>
            <UIButton title="Greet" onTap="greet"/>
        </LMColumnView>
        """

    @Test func theDocumentNamedAfterTheClassLoadsOnFirstAccessAndBindsToTheViewModel() throws {
        let (loader, folder) = try Self.loader(["GreetingViewController.xml": Self.greeting])
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = GreetingViewController(viewModel: GreetingModel(), loader: loader)
        #expect(GreetingViewController.documentName == "GreetingViewController")
        #expect(!controller.isViewLoaded)
        #expect(controller.titleLabel == nil)
        let root = controller.view
        #expect(controller.view === root)
        #expect(controller.loads == 1)
        #expect(controller.titleLabel?.text == "Hello")
        controller.viewModel.title = "Bonjour"
        #expect(controller.titleLabel?.text == "Bonjour")
        controller.nameField?.userDidEdit("Grace")
        #expect(controller.viewModel.name == "Grace")
        // A new view model: every binding follows it.
        let next = GreetingModel()
        next.title = "Hi"
        controller.viewModel = next
        #expect(controller.titleLabel?.text == "Hi")
        (root.subviews.last as? Button)?.userDidTap()
        #expect(controller.taps == 1)
    }

    @Test func releasingTheControllerFreesItsViewsAndEndsItsBindings() throws {
        let (loader, folder) = try Self.loader(["GreetingViewController.xml": Self.greeting])
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = GreetingModel()
        weak var weakView: View?
        weak var weakController: GreetingViewController?
        let viewsBefore = View.liveCount
        let bindingsBefore = LiveCounters.bindings.value
        do {
            let controller = GreetingViewController(viewModel: model, loader: loader)
            weakView = controller.view
            weakController = controller
            #expect(View.liveCount == viewsBefore + 4)
            // The title label's binding and the name field's two-way one.
            #expect(LiveCounters.bindings.value == bindingsBefore + 2)
            #expect(model.observerCount(forKey: "title") == 1)
            #expect(model.observerCount(forKey: "name") == 1)
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
        #expect(View.liveCount == viewsBefore)
        #expect(LiveCounters.bindings.value == bindingsBefore)
        // Nothing of the screen still observes the model.
        #expect(model.observerCount(forKey: "title") == 0)
        #expect(model.observerCount(forKey: "name") == 0)
        // The model outlives the screen; changing it reaches no freed view.
        model.title = "Still here"
    }

    @Test func aDocumentThatDoesNotLoadIsReportedAndLeavesAnEmptyView() throws {
        let (loader, folder) = try Self.loader([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = MissingViewController(loader: loader)
        #expect(throws: MarkupDiagnostics.self) { try controller.loadViewIfNeeded() }
        #expect(controller.viewLoadError?.diagnostics.map(\.description) == [
            "MissingViewController.xml:1:1: error: no markup document named 'MissingViewController'; searched \(folder.path)",
        ])
        #expect(controller.view.subviews.isEmpty)
        #expect(controller.isViewLoaded)
    }

    @Test func childrenAreHeldAndFreedWithTheirParent() throws {
        let (loader, folder) = try Self.loader([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        weak var weakChild: ViewController?
        do {
            let parent = ViewController(loader: loader)
            let other = ViewController(loader: loader)
            let child = ViewController(loader: loader)
            weakChild = child
            parent.addChild(child)
            #expect(parent.children.count == 1)
            #expect(child.parent === parent)
            other.addChild(child)
            #expect(parent.children.isEmpty)
            #expect(other.children.count == 1)
            child.removeFromParent()
            #expect(child.parent == nil)
            parent.addChild(child)
        }
        #expect(weakChild == nil)
    }
}
