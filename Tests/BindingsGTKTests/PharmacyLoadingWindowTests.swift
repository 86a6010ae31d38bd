#if GTK
import Testing

/// The pharmacy window while a million rows load on another thread: it shows at once with its
/// loading status, the keys typed meanwhile reach the search field while the rows still load (the
/// main thread never waits for them), and the search's results show when the rows arrive.
@Suite struct PharmacyLoadingWindowTests {
    @Test func typingWhileAMillionRowsLoadReachesTheSearchAtOnce() throws {
        let run = try ScenarioRun("pharmacy-loading", ["1000000"])
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            #"shown: title "Loading pharmacies…", status "Loading Pharmacies…", loading true"#,
            #"typed "walg": search field "walg", still loading true"#,
            #"loaded: title "17,544 pharmacies", 17544 rows shown, as a plain filter finds 17544"#,
            "  1. Walgreens | 0.65 miles | 70 Summer Street / Boston MA 02108 | (617) 265-7488 | (617) 742-0001 | store04@walgreens.com",
            "  2. Walgreens | 0.65 miles | 70 Summer Street / Boston MA 02108 | (617) 265-7488 | (617) 742-0001 | store04@walgreens.com",
            "after closing: views +0, bindings +0, observations +0, presenters +0, hosts +0, controllers +0, windows +0, widgets +0",
        ])
    }
}
#endif
