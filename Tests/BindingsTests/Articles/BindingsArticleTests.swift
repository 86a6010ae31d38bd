import Bindings
import BindingsTestSupport
import Testing

/// The example of the Bindings overview: a view model observed, and set by name.
@Suite(.checksLiveObjects) struct BindingsArticleTests {
    // article-example: begin
    final class Pharmacy: KeyValueCoding {
        @Observed var name = ""
        @Observed var distance = 0.0
    }
    // article-example: end

    @Test func theOverviewsPharmacyIsObservedAndSetByName() throws {
        // article-example: begin
        let pharmacy = Pharmacy()
        let token = try pharmacy.observe("name", options: [.initial, .new]) { pharmacy, change in
            print("name is now", change.newValue ?? "nil")
        }
        try pharmacy.setValue("Green Cross Pharmacy", forKey: "name")
        // article-example: end
        #expect(pharmacy.name == "Green Cross Pharmacy")
        #expect(pharmacy.distance == 0)
        token.invalidate()
    }
}
