import Bindings
@_spi(Backend) import BindingsMarkup
import BindingsTestSupport
import Testing

/// A presenter that only counts the layouts it is asked for.
@MainActor final class CountingPresenter: ViewPresenter {
    var layouts = 0
    var measuresView: Bool { false }
    func sizeThatFits(_ proposal: Size) -> Size { .zero }
    func firstBaseline(in size: Size) -> Double? { nil }
    func treeNeedsLayout() { layouts += 1 }
}

/// A presented tree whose layout changes off the main actor stops with a message that says so,
/// rather than inside libdispatch.
@MainActor @Suite(.checksLiveObjects) struct OffMainActorLayoutTests {
    @Test func aPresentedTreeChangedOffTheMainActorStopsWithAClearMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let model = TitleModel()
            let label = Label()
            let presenter = CountingPresenter()
            label.presenter = presenter
            label.layoutIfNeeded()
            // An explicit synchronous binding sets the label on the changing thread.
            _ = try? label.bind("text", to: model, "title", delivery: .synchronous)
            label.layoutIfNeeded()
            onThreads(1) { _ in model.title = "elsewhere" }
            withExtendedLifetime(presenter) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the layout of Label's tree changed off the main actor: views belong to the main actor; "
            + "observe with `delivery: .mainActor` (or bind with `delivery: .mainActor`) to change them there"))
    }

    @Test func onTheMainActorThePresenterIsTold() throws {
        let model = TitleModel()
        let label = Label()
        let presenter = CountingPresenter()
        label.presenter = presenter
        label.layoutIfNeeded()
        try label.bind("text", to: model, "title")
        #expect(presenter.layouts == 2)
        label.layoutIfNeeded()
        model.title = "here"
        #expect(presenter.layouts == 3)
    }
}
