import Bindings
import BindingsMarkup
import BindingsTestSupport
import Synchronization
import Testing

/// An owner whose `title` is a computed key that counts its reads.
final class CountingOwner: KeyValueCoding, @unchecked Sendable {
    @Observed var row: [String: Any] = ["name": "n"]
    let reads = Atomic<Int>(0)
    var title: String {
        reads.wrappingAdd(1, ordering: .relaxed)
        return "t"
    }

    static var computedKeys: [String: ComputedKey] {
        ["title": ComputedKey(\CountingOwner.title)]
    }
}

/// An owner that answers keys it does not declare, counting them: nothing about it is known from its class.
final class DynamicOwner: KeyValueCoding, @unchecked Sendable {
    @Observed var known = 0
    let reads = Atomic<Int>(0)

    func value(forUndefinedKey key: String) throws(KeyValueError) -> Any? {
        reads.wrappingAdd(1, ordering: .relaxed)
        return "d"
    }
}

/// A template checks the keys its bindings read once per owner class when the class declares them,
/// and on every instance of an owner that answers keys dynamically.
@Suite(.checksLiveObjects) @MainActor struct OwnerValidationCacheTests {
    static let source = #"<Label text="$title"/>"#

    @Test func declaredKeysAreCheckedOncePerOwnerClass() throws {
        let template = try MarkupLoader().template(source: Self.source, file: "Test.xml")
        var reads: [Int] = []
        for _ in 0..<3 {
            let owner = CountingOwner()
            let label = try #require(try template.instantiate(owner: owner) as? Label)
            #expect(label.text == "t")
            reads.append(owner.reads.load(ordering: .relaxed))
        }
        // The first owner: the template's check, the path observer's first read and the first
        // value; later owners of the class: no template check. The binding checks nothing of its
        // own: its plan found the key declared by the class.
        #expect(reads == [3, 2, 2])
    }

    @Test func dynamicKeysAreCheckedEveryTime() throws {
        let template = try MarkupLoader().template(source: Self.source, file: "Test.xml")
        var reads: [Int] = []
        for _ in 0..<3 {
            let owner = DynamicOwner()
            let label = try #require(try template.instantiate(owner: owner) as? Label)
            #expect(label.text == "d")
            reads.append(owner.reads.load(ordering: .relaxed))
        }
        #expect(reads == [4, 4, 4])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let keyPath: String
        let declared: Bool
        var testDescription: String { "\(keyPath): \(declared)" }
    }

    nonisolated static let cases: [Case] = [
        Case(keyPath: "row", declared: true),
        Case(keyPath: "row.name", declared: true),
        Case(keyPath: "row.name.first", declared: true),
        Case(keyPath: "title", declared: true),
        Case(keyPath: "title.count", declared: false),
        Case(keyPath: "missing", declared: false),
        Case(keyPath: "@count", declared: false),
        Case(keyPath: "", declared: false),
    ]

    @Test(arguments: cases)
    func declaresKeyPath(_ testCase: Case) {
        #expect(CountingOwner.declaresKeyPath(testCase.keyPath) == testCase.declared)
    }
}
