import BindingsTestSupport
import Foundation
import Testing
@testable import Bindings

/// `BoxedText` reads a string out of an `Any` box from the box's layout; these rows pin it to what
/// the runtime's cast answers, for the boxes that hold text and those that must fall back.
@Suite("Text read from Any boxes", .checksLiveObjects)
struct BoxedTextTests {
    static let rows: [(String, any Sendable, String?)] = [
        ("empty", "", ""),
        ("small", "CVS", "CVS"),
        ("large", String(repeating: "Walgreens ", count: 20), String(repeating: "Walgreens ", count: 20)),
        ("non-ASCII", "Apotheke Zürich ✚", "Apotheke Zürich ✚"),
        ("bridged", String(NSString(string: "from Foundation")), "from Foundation"),
        // Not exactly a String: the general conversion decides.
        ("String?", Optional("wrapped") as String?, nil),
        ("Substring", Substring("sub"), nil),
        ("Int", 42, nil),
        ("Character", Character("x"), nil),
        ("a class instance", BoxedObject(), nil),
        ("an array of text", ["CVS"], nil),
    ]

    @Test(arguments: rows)
    func takenTextAgreesWithTheCast(name: String, value: any Sendable, expected: String?) {
        var boxed: Any = value
        if let expected { #expect(boxed as? String == expected) }
        #expect(BoxedText.takeExactString(from: &boxed) == expected)
        // Taken text leaves an empty string behind; anything else is left as it was.
        #expect("\(boxed)" == (expected == nil ? "\(value)" : ""))
        #expect(type(of: boxed) == type(of: value as Any))
    }
}

/// A class instance in a box: its type word names the class, not `String`.
private final class BoxedObject: Sendable {}

/// The main-queue test bindings use asks libdispatch directly; it must agree with the overlay.
@Suite("Main queue identity", .checksLiveObjects)
struct MainQueueTests {
    @Test @MainActor func theMainActorRunsOnTheMainQueue() {
        #expect(MainQueue.isCurrent)
        #expect(MainQueueProbe.isCurrent)
    }

    @Test func otherThreadsAreNotTheMainQueue() {
        let answers = Recorder<Bool>()
        onThreads(4) { _ in answers.append(MainQueue.isCurrent) }
        #expect(answers.all == [false, false, false, false])
    }
}
