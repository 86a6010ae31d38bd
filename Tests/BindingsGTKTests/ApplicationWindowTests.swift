#if GTK
import Testing

/// The program is a GNOME application: its ID is its program name and its windows' `WM_CLASS`
/// as the X server holds it, and a malformed ID or accelerator is a clear error; real Ctrl+W
/// closes the focused window only; an app's own shortcut runs and is listed, with the backend's
/// keys, in the Keyboard Shortcuts window Ctrl+? opens (every text escaped); Ctrl+Q closes every
/// window, the newest first, each controller told.
@Suite struct ApplicationWindowTests {
    @Test func theApplicationNamesItsWindowsAndItsKeysCloseListAndQuit() throws {
        let run = try ScenarioRun("application")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "application ID: io.github.bindings.Scenarios",
            "program name: io.github.bindings.Scenarios",
            #"start(applicationID: "Pharmacies"): 'Pharmacies' is not an application ID: use reverse-DNS dot-separated names such as 'org.example.App'"#,
            #"start(applicationID: "io.github.bindings.Pharmacy Cells"): 'io.github.bindings.Pharmacy Cells' is not an application ID: use reverse-DNS dot-separated names such as 'org.example.App'"#,
            #"start(applicationID: "io..bindings"): 'io..bindings' is not an application ID: use reverse-DNS dot-separated names such as 'org.example.App'"#,
            "WM_CLASS: io.github.bindings.Scenarios, io.github.bindings.Scenarios",
            "application windows: 2",
            #"Ctrl+W in the second: first open true, second open false; ["second.viewWillDisappear", "second.viewDidDisappear"]"#,
            #"addShortcut(accelerator: "<Bogus>s"): '<Bogus>s' is not a key GTK knows: write it as 's', 'F5' or '<Control>r'"#,
            #"addShortcut(accelerator: ""): '' is not a key GTK knows: write it as 's', 'F5' or '<Control>r'"#,
            #"addShortcut(accelerator: "<Control>"): '<Control>' is not a key GTK knows: write it as 's', 'F5' or '<Control>r'"#,
            "Ctrl+2: the app's shortcut ran 1 time",
            "Ctrl+?:",
            #"  section "shortcuts""#,
            #"    group "General""#,
            #"      "Keyboard Shortcuts" <Control>question"#,
            #"      "Close Window" <Control>w"#,
            #"      "Quit" <Control>q"#,
            #"    group "Navigation""#,
            #"      "Back" <Alt>Left"#,
            #"    group "List""#,
            #"      "Sort <by> “Name” & Co" <Control>2"#,
            #"Ctrl+Q: ["third.viewWillDisappear", "third.viewDidDisappear", "first.viewWillDisappear", "first.viewDidDisappear"]"#,
            "application windows: 0",
            "after quitting: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
