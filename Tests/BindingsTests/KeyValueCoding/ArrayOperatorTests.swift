import Bindings
import BindingsTestSupport
import Testing

/// `@unionOfArrays`, `@distinctUnionOfArrays` and the `self` key, with Foundation's semantics.
@Suite(.checksLiveObjects) struct ArrayOperatorTests {
    static let readCases: [(path: String, expected: String)] = [
        ("items.@unionOfArrays.tags", #"["x", "x", "y"]"#),
        ("items.@distinctUnionOfArrays.tags", #"["x", "y"]"#),
        ("content.grid.@unionOfArrays.self", "[1, 2, 2, 3]"),
        ("content.grid.@distinctUnionOfArrays.self", "[1, 2, 3]"),
        ("content.grid.@unionOfArrays", "[1, 2, 2, 3]"),
        ("content.list.@sum.self", "6"),
        ("content.list.@max.self", "3"),
        ("content.list.@avg.self", "2.0"),
        ("content.list.self.@count", "3"),
        ("content.list.@distinctUnionOfObjects.self", "[1, 3, 2]"),
        ("self.title", "Sales"),
        ("pharmacy.self.name", "CVS"),
        ("items.self.name", #"["A", "B"]"#),
    ]

    @Test(arguments: readCases)
    func readsArrayOperatorsAndSelf(path: String, expected: String) throws {
        #expect(render(try Self.model().checkedValue(forKeyPath: path)) == expected)
    }

    @Test func selfKeyIsTheObject() throws {
        let model = Self.model()
        #expect(try model.checkedValue(forKey: "self") as? ViewModel === model)
        #expect(try model.checkedValue(forKeyPath: "self") as? ViewModel === model)
    }

    @Test func unionOfArraysNeedsArrays() {
        #expect(throws: KeyValueError.self) { try Self.model().checkedValue(forKeyPath: "items.@unionOfArrays.name") }
        do {
            _ = try Self.model().checkedValue(forKeyPath: "items.@unionOfArrays.name")
        } catch {
            #expect(error.description == "key path 'items.@unionOfArrays.name' cannot look up '@unionOfArrays' in a value of type String")
        }
    }

    @Test func observesUnionOfArraysThroughElements() throws {
        let model = Self.model()
        let calls = Recorder<String>()
        let token = try model.observe("items.@distinctUnionOfArrays.tags", options: .new) { _, change in
            calls.append(render(change.newValue))
        }
        model.items[1].tags = ["z"]
        model.$items.append(Pharmacy(name: "C"))
        model.items[2].tags = ["x", "w"]
        #expect(calls.all == [#"["x", "z"]"#, #"["x", "z"]"#, #"["x", "z", "w"]"#])
        token.invalidate()
    }

    @Test func bindingsFollowSelfThroughOperators() throws {
        let model = Self.model()
        let total = FakeLabel()
        let binding = try total.bind("text", to: model, "content.list.@sum.self::number")
        #expect(total.text == "6")
        model.content = ["list": [1000, 234]]
        #expect(total.text == "1,234")
        withExtendedLifetime(binding) {}
    }

    private static func model() -> ViewModel {
        let model = ViewModel()
        model.title = "Sales"
        model.pharmacy = Pharmacy(name: "CVS")
        model.content = ["list": [1, 3, 2], "grid": [[1, 2], [2, 3]]]
        model.items = [Pharmacy(name: "A"), Pharmacy(name: "B")]
        model.items[0].tags = ["x"]
        model.items[1].tags = ["x", "y"]
        return model
    }
}
