import Bindings
import BindingsTestSupport
import Testing

/// The README's observing example, compiled and run; `.ci/run` checks the two stay identical.
@Suite(.checksLiveObjects) struct ReadmeExampleTests {
    // readme-example: begin
    final class Pharmacy: KeyValueCoding {
        @Observed var name = ""
        @Observed var distance = 0.0
    }
    // readme-example: end

    @Test func theReadmeExampleRunsAndPrintsWhatItSays() throws {
        let printed = Recorder<String>()
        @Sendable func print(_ label: String, _ value: Any) { printed.append("\(label) \(value)") }
        // readme-example: continue
        let pharmacy = Pharmacy()
        let token = try pharmacy.observe("distance", options: [.initial, .new]) { _, change in
            print("distance:", change.newValue ?? "nil")
        }
        try pharmacy.setValue("0.42", forKey: "distance")   // converted to Double, observer called
        pharmacy.distance = 0.16                            // plain Swift works too
        token.invalidate()                                  // or just release the token
        // readme-example: end
        #expect(printed.all == ["distance: 0.0", "distance: 0.42", "distance: 0.16"])
    }
}
