import BindingsTestSupport
import Testing
@testable import Bindings

/// `TypeKind` reads the kind from type metadata; these rows pin the ABI values it relies on.
@Suite("Type kinds from metadata", .checksLiveObjects)
struct TypeKindTests {
    private final class SomeClass {}
    private struct SomeStruct {}
    private enum SomeEnum { case one }

    /// Type, is an optional, is a class, may hold an object.
    static let rows: [(String, Any.Type, Bool, Bool, Bool)] = [
        ("class", SomeClass.self, false, true, true),
        ("struct", SomeStruct.self, false, false, false),
        ("enum", SomeEnum.self, false, false, false),
        ("String", String.self, false, false, false),
        ("Int?", Int?.self, true, false, false),
        ("Int??", Int??.self, true, false, false),
        ("[String: Any]", [String: Any].self, false, false, false),
        ("[String: Any]?", [String: Any]?.self, true, false, false),
        ("class?", SomeClass?.self, true, false, true),
        ("Any", Any.self, false, false, true),
        ("AnyObject", AnyObject.self, false, false, true),
        ("Any?", Any?.self, true, false, true),
        ("tuple", (Int, Int).self, false, false, false),
        ("function", (() -> Void).self, false, false, false),
        ("metatype", Int.Type.self, false, false, false),
    ]

    @Test("Kinds", arguments: rows)
    func kind(_ name: String, _ type: Any.Type, _ isOptional: Bool, _ isClass: Bool, _ mayHoldObject: Bool) {
        #expect(TypeKind.isOptional(type) == isOptional, "\(name)")
        #expect(TypeKind.isClass(type) == isClass, "\(name)")
        #expect(TypeKind.mayHoldObject(type) == mayHoldObject, "\(name)")
    }

    /// Each value is made on demand: `Any` is not `Sendable`, so a static table cannot hold it.
    static let flattened: [(String, @Sendable () -> Any?, String)] = [
        ("nil", { nil }, "nil"),
        ("Int", { 3 }, "3"),
        ("Int? some", { Int?.some(3) as Any }, "3"),
        ("Int? none", { Int?.none as Any }, "nil"),
        ("Int?? some none", { Int??.some(.none) as Any }, "nil"),
        ("Int?? some some", { Int??.some(.some(4)) as Any }, "4"),
        ("String?", { String?.some("x") as Any }, "x"),
        ("[String: Int]?", { [String: Int]?.some(["a": 1]) as Any }, "[\"a\": 1]"),
    ]

    @Test("Flattening optionals hidden in Any", arguments: flattened)
    func flattening(_ name: String, _ make: @Sendable () -> Any?, _ expected: String) throws {
        let result = flatten(make())
        guard expected != "nil" else {
            // Truly nil, not an optional's `none` boxed in `Any` (which also prints as "nil").
            #expect(result == nil, "\(name)")
            return
        }
        let value = try #require(result, "\(name)")
        #expect(String(describing: value) == expected, "\(name)")
        #expect(!TypeKind.isOptional(Swift.type(of: value)), "\(name)")
    }
}
