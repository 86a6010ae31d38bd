import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// The examples of the Loading Documents article: where the loader looks, what it says when a
/// document is nowhere, and live reload.
@MainActor @Suite(.checksLiveObjects, .serialized) struct LoadingDocumentsTests {
    @Test func theScreenIsFoundBesideItsCodeWithNoSetup() throws {
        // article-example: begin
        let controller = TodoListController(viewModel: TodoList())
        let screen = try controller.loadViewIfNeeded()
        // article-example: end
        #expect(screen is ColumnView)
        let module = try #require(Bundle.module.resourceURL).standardizedFileURL
        let main = try #require(Bundle.main.resourceURL).standardizedFileURL
        // article-example: begin
        let folders = MarkupLoader.shared.searchLocations(forOwner: controller)
        // article-example: end
        #expect(folders == [main, module])
        #expect(MarkupLoader.shared.searchLocations(forOwnerType: TodoListController.self) == [main, module])
    }

    @Test func aMissingDocumentSaysWhereTheLoaderLooked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-missing-\(UUID().uuidString)")
        // article-example: begin
        let loader = MarkupLoader(searchDirectories: [folder])
        loader.searchesDefaultLocations = false
        do {
            try loader.view(named: "TodoRow", owner: TodoList())
        } catch {
            print(error)  // TodoRow.xml:1:1: error: no markup document named 'TodoRow'; searched /tmp/…
        }
        // article-example: end
        #expect(throws: MarkupDiagnostics([MarkupDiagnostic(file: "TodoRow.xml", line: 1, column: 1,
                                                            kind: .loading(.documentNotFound(name: "TodoRow", searched: [folder.path])))])) {
            try loader.view(named: "TodoRow", owner: TodoList())
        }
    }

    @Test func aSavedDocumentReloadsTheScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("todo-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("TodoListController.xml")
        try #"<UILabel text="$viewModel.remainingText"/>"#.write(to: document, atomically: true, encoding: .utf8)
        // article-example: begin
        let loader = MarkupLoader(searchDirectories: [folder])
        let controller = TodoListController(viewModel: TodoList(), loader: loader)
        let watch = loader.watchDocuments()
        // … the document is saved …
        // article-example: end
        #expect(TextRenderer().render(controller.view, width: 160) == "0 items left")
        try #"<UILabel text="$`Left: {viewModel.remainingText}`"/>"#.write(to: document, atomically: true, encoding: .utf8)
        // article-example: begin
        if !watch.checkForChanges().isEmpty {
            try controller.reloadView()
        }
        // article-example: end
        #expect(TextRenderer().render(controller.view, width: 160) == "Left: 0 items left")
    }
}
