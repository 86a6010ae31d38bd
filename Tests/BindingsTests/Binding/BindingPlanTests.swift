import Bindings
import BindingsTestSupport
import Synchronization
import Testing

/// An owner whose `title` is a computed key that counts its reads.
final class CountingTitleOwner: KeyValueCoding, @unchecked Sendable {
    // @unchecked: `reads` is atomic and `source` @Observed.
    @Observed var source = "t"
    let reads = Atomic<Int>(0)
    var title: String {
        reads.wrappingAdd(1, ordering: .relaxed)
        return source
    }

    static var computedKeys: [String: ComputedKey] {
        ["title": ComputedKey(\CountingTitleOwner.title, dependsOn: "source")]
    }
}

/// What binding an expression compiles to is worked out once per owner class, target class and
/// key, and shared: later bindings skip the checks the first passed, and a formatter registered
/// again is picked up by the bindings made after.
@Suite(.checksLiveObjects) struct BindingPlanTests {
    @Test func aKeyTheOwnerClassDeclaresIsNeverReadToBeChecked() throws {
        let expression = try BindingExpression(parsing: "title")
        let owner = CountingTitleOwner()
        var reads: [Int] = []
        var bindings: [Binding] = []
        for _ in 0..<3 {
            let before = owner.reads.load(ordering: .relaxed)
            bindings.append(try Binding(FakeLabel(), "text", to: owner, expression))
            reads.append(owner.reads.load(ordering: .relaxed) - before)
        }
        // Each binding reads the key when its path observation starts and for its first value;
        // none reads it to check that it exists: the class declares it.
        #expect(reads == [2, 2, 2])
        bindings.forEach { $0.unbind() }
    }

    @Test func anOwnerThatAnswersKeysDynamicallyIsCheckedForEveryBinding() throws {
        final class Dynamic: KeyValueCoding, @unchecked Sendable {
            @Observed var known = 0
            let reads = Atomic<Int>(0)
            func value(forUndefinedKey key: String) throws(KeyValueError) -> Any? {
                reads.wrappingAdd(1, ordering: .relaxed)
                return "d"
            }
        }
        let expression = try BindingExpression(parsing: "anything")
        let owner = Dynamic()
        var reads: [Int] = []
        for _ in 0..<3 {
            let before = owner.reads.load(ordering: .relaxed)
            let label = FakeLabel()
            let binding = try Binding(label, "text", to: owner, expression)
            reads.append(owner.reads.load(ordering: .relaxed) - before)
            #expect(label.text == "d")
            binding.unbind()
        }
        // The check, the path observation's first read and the first value, for every binding.
        #expect(reads == [3, 3, 3])
    }

    @Test func aFormatterRegisteredAgainIsUsedByBindingsMadeAfter() throws {
        let registry = FormatterRegistry(registeringBuiltIns: false)
        registry.register("tag") { _ in Tagger(tag: "A") }
        let expression = try BindingExpression(parsing: "searchText::tag")
        let model = SearchModel()
        model.searchText = "x"
        let first = FakeLabel()
        let firstBinding = try Binding(first, "text", to: model, expression, formatters: registry)
        registry.register("tag") { _ in Tagger(tag: "B") }
        let second = FakeLabel()
        let secondBinding = try Binding(second, "text", to: model, expression, formatters: registry)
        #expect([first.text, second.text] == ["A:x", "B:x"])
        model.searchText = "y"
        // Each binding keeps the formatter it was made with.
        #expect([first.text, second.text] == ["A:y", "B:y"])
        firstBinding.unbind()
        secondBinding.unbind()
    }

    struct Tagger: ValueFormatter {
        let tag: String
        func format(_ value: Any?) -> Any? { value.map { "\(tag):\($0)" } }
    }
}
