#if GTK
import Testing

/// A thousand pushes and pops of a detail screen from markup, and a thousand alerts shown in
/// message dialogs and answered, in a real window, leave no view, binding, observation, presenter,
/// host, controller, GTK window or widget behind; nor does closing the window.
@Suite struct ContainerLeakWindowTests {
    @Test func aThousandPushesAndPopsAndAThousandAlertsLeaveNothingBehind() throws {
        let run = try ScenarioRun("container-leaks")
        #expect(run.errors == "")
        #expect(run.status == 0)
        let none = "views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0"
        #expect(run.lines == [
            "after 1000 pushes and pops: " + none,
            "after 1000 alerts: " + none,
            #"shown: title: "Fruits", end: GtkButton icon=list-add-symbolic tooltip="Add""#,
            #"pushed Cherry, renamed Plum: title: "Plum""#,
            "after closing: " + none,
        ])
    }
}
#endif
