import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// The examples of Bindings' Getting Started article: a class declared in one line per property,
/// read and written by name, observed, its array edited, and a label updated on the main actor.
@Suite(.checksLiveObjects) struct GettingStartedArticleTests {
    // article-example: begin
    final class Person: KeyValueCoding {
        @Observed var first = "Ada"
        @Observed var last = "Lovelace"
        @Observed var age = 36
        @Observed var friend: Person? = nil
        @Observed var tags: [String] = []

        var fullName: String { "\(first) \(last)" }

        class var computedKeys: [String: ComputedKey] {
            ["fullName": ComputedKey(\Person.fullName, dependsOn: "first", "last")]
        }
    }
    // article-example: end

    @Test func propertiesAreReadAndWrittenByName() throws {
        // article-example: begin
        let person = Person()
        let first = person.value(forKey: "first")          // "Ada"
        try person.setValue("37", forKey: "age")           // converts: age == 37
        let friendsFirst = person.value(forKeyPath: "friend.first")   // nil: friend is nil
        do {
            try person.setValue("x", forKey: "frist")
        } catch {
            print(error)    // Person has no key 'frist'; did you mean 'first'?
        }
        // article-example: end
        #expect(first as? String == "Ada")
        #expect(person.age == 37)
        #expect(friendsFirst == nil)
        let error = #expect(throws: KeyValueError.self) { try person.setValue("x", forKey: "frist") }
        #expect(error.map { "\($0)" } == "Person has no key 'frist'; did you mean 'first'?")
        #expect(person.value(forKey: "fullName") as? String == "Ada Lovelace")
    }

    @Test func aPathThroughAFriendIsObserved() throws {
        let person = Person()
        // article-example: begin
        let token = try person.observe("friend.first", options: [.initial, .new, .old]) { person, change in
            print(change.oldValue ?? "nil", "->", change.newValue ?? "nil")
        }
        // article-example: end
        person.friend = Person()
        #expect(person.value(forKeyPath: "friend.first") as? String == "Ada")
        token.invalidate()
    }

    @Test func arrayEditsAreReportedAsEdits() throws {
        let person = Person()
        // article-example: begin
        person.$tags.insert("mathematician", at: 0)      // reported as an insertion at index 0
        person.$tags.performBatchUpdates { edit in       // reported as one change
            edit.append("writer")
            edit.append("countess")
        }
        // article-example: end
        #expect(person.tags == ["mathematician", "writer", "countess"])
    }

    @MainActor
    @Test func aHandlerOnTheMainActorUpdatesALabel() throws {
        let person = Person()
        // article-example: begin
        let ageLabel = Label()
        let token = try person.observe("age", options: .new, delivery: .mainActor) { person, change in
            ageLabel.text = "\(person.age) years"
        }
        // article-example: end
        person.age = 37
        #expect(ageLabel.text == "37 years")
        token.invalidate()
    }
}
