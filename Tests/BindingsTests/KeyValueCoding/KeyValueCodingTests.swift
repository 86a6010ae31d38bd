import Bindings
import Foundation
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct KeyValueCodingTests {
    @Test func propertiesDeclaredInOneLineAreReadAndWrittenByName() throws {
        let pharmacy = Pharmacy(name: "CVS", distance: 0.42)
        #expect(pharmacy.value(forKey: "name") as? String == "CVS")
        #expect(pharmacy.value(forKey: "distance") as? Double == 0.42)
        try pharmacy.setValue("Walgreens", forKey: "name")
        #expect(pharmacy.name == "Walgreens")
        #expect(Pharmacy.declaredKeys == ["distance", "index", "isOpen", "name", "phone", "tags"])
    }

    @Test func typedKeyPathsWorkOnTheSameProperties() throws {
        let pharmacy = Pharmacy(name: "CVS")
        let keyPath: ReferenceWritableKeyPath<Pharmacy, String> = \.name
        pharmacy[keyPath: keyPath] = "Rite Aid"
        #expect(pharmacy.value(forKey: "name") as? String == "Rite Aid")
        let model = ViewModel()
        model.pharmacy = pharmacy
        #expect(try model.keyName(of: \.pharmacy?.name) == "pharmacy.name")
        #expect(try pharmacy.keyName(of: \.distance) == "distance")
    }

    @Test func typedKeyPathThroughNilOrPlainPropertyIsAnError() {
        let model = ViewModel()
        #expect(throws: KeyValueError.unresolvableKeyPath(root: "ViewModel", value: "Optional<String>")) {
            _ = try model.keyName(of: \.pharmacy?.phone)
        }
        #expect(throws: KeyValueError.unresolvableKeyPath(root: "Person", value: "String")) {
            _ = try Person().keyName(of: \.fullName)
        }
    }

    static let readCases: [(path: String, expected: String)] = [
        ("title", "Sales"),
        ("pharmacy.name", "CVS"),
        ("pharmacy.phone", "nil"),
        ("content.name", "Green Cross"),
        ("content.missing", "nil"),
        ("content.nested.city", "Boston"),
        ("content.nested.absent", "nil"),
        ("items.name", #"["A", "B", "C"]"#),
        ("items.@count", "3"),
        ("items.@sum.distance", "6.0"),
        ("items.@sum.index", "6"),
        ("items.@avg.distance", "2.0"),
        ("items.@max.distance", "3.0"),
        ("items.@min.name", "A"),
        ("items.@max.name", "C"),
        ("items.@unionOfObjects.tags", #"[["x"], ["x", "y"], []]"#),
        ("items.tags.@count", "3"),
        ("items.@distinctUnionOfObjects.isOpen", "[true, false]"),
        ("content.list.@count", "2"),
        ("content.list.@sum.self", "3"),
    ]

    @Test(arguments: readCases)
    func readsKeyPathsThroughObjectsDictionariesAndArrays(path: String, expected: String) {
        let model = Self.sampleModel()
        #expect(render(model.value(forKeyPath: path)) == expected)
    }

    static let readErrors: [(path: String, message: String)] = [
        ("titel", "ViewModel has no key 'titel'; did you mean 'title'?"),
        ("pharmacy.nmae", "Pharmacy has no key 'nmae'; did you mean 'name'?"),
        ("pharmacy.zzz", "Pharmacy has no key 'zzz'"),
        ("title.length", "key path 'title.length' cannot look up 'length' in a value of type String"),
        ("items.@cout", "key path 'items.@cout' uses unknown collection operator '@cout'; did you mean '@count'?"),
        ("title.@count", "key path 'title.@count' cannot look up '@count' in a value of type String"),
        ("pharmacy..name", "key path 'pharmacy..name' is malformed: keys must be non-empty and joined by single dots"),
        ("", "key path '' is malformed: keys must be non-empty and joined by single dots"),
    ]

    @Test(arguments: readErrors)
    func checkedReadsReportUnknownKeysExactly(path: String, message: String) {
        let model = Self.sampleModel()
        #expect(model.value(forKeyPath: path) == nil)
        do {
            _ = try model.checkedValue(forKeyPath: path)
            Issue.record("expected an error for \(path)")
        } catch {
            #expect(error.description == message)
        }
    }

    static func sampleModel() -> ViewModel {
        let model = ViewModel()
        model.title = "Sales"
        model.pharmacy = Pharmacy(name: "CVS")
        model.content = ["name": "Green Cross", "nested": ["city": "Boston"], "list": [1, 2]]
        model.items = [("A", 1.0, ["x"], true), ("B", 2.0, ["x", "y"], false), ("C", 3.0, [], true)].enumerated().map {
            let pharmacy = Pharmacy(name: $1.0, distance: $1.1)
            pharmacy.index = $0 + 1
            pharmacy.tags = $1.2
            pharmacy.isOpen = $1.3
            return pharmacy
        }
        return model
    }
}

/// A stable text form of a value read by key, for exact comparisons.
func render(_ value: Any?) -> String {
    guard let value else { return "nil" }
    if let optional = value as? String? { return optional.map { $0 } ?? "nil" }
    return String(describing: value)
}
