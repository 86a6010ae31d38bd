import BindingsMarkup
import BindingsTestSupport
import Testing

/// A ticket whose stored `summary` is kept in step with `title` by hand, without notifying
/// (`.manual`), and declared affected by it, as Foundation allows for stored keys: observers of
/// `summary` hear each change of `title`. It is kept in step in `willSet`: an `@Observed`
/// property's observers hear a change before its `didSet` runs.
final class SummarizedTicket: KeyValueCoding, @unchecked Sendable {
    // @unchecked: its properties are @Observed (lock-protected).
    @Observed var title = "Leak" {
        willSet { summary = "Ticket: " + newValue }
    }
    @Observed(.manual) var summary = "Ticket: Leak"

    class func keyPathsForValuesAffectingValue(forKey key: String) -> Set<String> {
        key == "summary" ? ["title"] : []
    }
}

/// A markup label bound to a stored key that other keys affect shows each change of them, from
/// the main actor and from another thread (Swift's `KVOKeyPaths` and Cappuccino's
/// `testDependentKeys` check the same of an observer).
@MainActor @Suite(.checksLiveObjects) struct AffectingKeyBindingTests {
    @Test func aLabelBoundToAnAffectedStoredKeyFollowsTheKeysThatAffectIt() async throws {
        let ticket = SummarizedTicket()
        let label = try #require(try MarkupLoader().template(source: #"<UILabel text="$summary"/>"#, file: "Test.xml")
            .instantiate(owner: ticket) as? Label)
        #expect(label.text == "Ticket: Leak")
        ticket.title = "Crash"
        #expect(label.text == "Ticket: Crash")
        await Task.detached { ticket.title = "Hang" }.value
        await drainMainQueue()
        #expect(label.text == "Ticket: Hang")
        label.unbindAll()
    }
}
