#if GTK
import Testing

/// A window tells the controller it shows when its view appears and disappears: presenting calls
/// `viewWillAppear` then `viewDidAppear` once, presenting again nothing, closing
/// `viewWillDisappear` then `viewDidDisappear`.
@Suite struct AppearanceWindowTests {
    @Test func presentingAndClosingAWindowCallTheControllersAppearanceMethodsOnceEach() throws {
        let run = try ScenarioRun("appearance")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            #"made: ["viewDidLoad"] disappeared"#,
            #"presented twice: ["viewDidLoad", "viewWillAppear", "viewDidAppear"] appeared"#,
            #"closed: ["viewWillDisappear", "viewDidDisappear"] disappeared open=false"#,
        ])
    }
}
#endif
