import BindingsTestSupport
import Testing
import Bindings

@Suite("Edit distance and suggestions", .checksLiveObjects)
struct SuggestionTests {
    static let distances: [(String, String, Int)] = [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("text", "text", 0), ("kitten", "sitting", 3),
        ("txt", "text", 1), ("txet", "text", 1), ("flaw", "lawn", 2), ("UILabel", "uilabel", 3),
        ("colour", "color", 1), ("ca", "abc", 3),
    ]

    @Test("Distances", arguments: distances)
    func distance(_ source: String, _ target: String, _ expected: Int) {
        #expect(Suggestion.editDistance(source, target) == expected)
        #expect(Suggestion.editDistance(target, source) == expected)
    }

    static let suggestions: [(String, [String], String?)] = [
        ("txt", ["font", "text", "textColor"], "text"),
        ("fnt", ["text", "font"], "font"),
        ("txet", ["text", "next"], "text"),
        ("UILable", ["UIImageView", "UILabel"], "UILabel"),
        ("uilabel", ["UILabel"], "UILabel"),
        ("textColour", ["textAlignment", "textColor"], "textColor"),
        ("backgroundColr", ["backgroundColor", "borderColor"], "backgroundColor"),
        ("x", ["y"], nil),
        ("X", ["x"], "x"),
        ("id", ["ix"], nil),
        ("zzzzzz", ["text", "font"], nil),
        ("numberOfLine", ["numberOfLines"], "numberOfLines"),
        ("wieght", ["weight", "height"], "weight"),
        ("cat", ["hat", "bat"], "bat"),
        ("cat", ["bat", "hat"], "bat"),
        ("Text", ["TEXT", "text"], "text"),
        ("anything", [], nil),
    ]

    @Test("Suggestions", arguments: suggestions)
    func suggestion(_ name: String, _ candidates: [String], _ expected: String?) {
        #expect(Suggestion.closest(to: name, in: candidates) == expected)
    }
}
