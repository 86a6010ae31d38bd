import BindingsTestSupport
import Foundation
import Testing
@testable import Bindings

/// `RawLayout` computes where an `@Observed` property's registrar reference and options byte lie
/// from the value's size and a pointer's alignment; these rows hold it against the compiler's own
/// layout of `Observed<Value>` for values of every size and alignment, and a class with such
/// properties reads, writes and notifies through those offsets.
@Suite("Raw layout of observed storage", .checksLiveObjects)
struct RawLayoutTests {
    private final class Reference {}
    private struct Empty {}
    private struct ThreeBytes { var a: Int8 = 0, b: Int8 = 0, c: Int8 = 0 }
    private struct ByteThenDouble { var a: Int8 = 0, b = 0.0 }
    private enum Payload { case none, small(Int8), large(String, Int) }

    /// Every kind of value a property holds: empty, one byte, odd sizes, 4, 8, 16 and more bytes,
    /// optionals with and without spare bits, enums with payloads, existentials, references.
    static let types: [(String, Any.Type, Bool)] = [
        ("Empty", Empty.self, RawLayout.describesObserved(Empty.self)),
        ("Bool", Bool.self, RawLayout.describesObserved(Bool.self)),
        ("Bool?", Bool?.self, RawLayout.describesObserved(Bool?.self)),
        ("Int8", Int8.self, RawLayout.describesObserved(Int8.self)),
        ("Int8?", Int8?.self, RawLayout.describesObserved(Int8?.self)),
        ("UInt16", UInt16.self, RawLayout.describesObserved(UInt16.self)),
        ("Int32", Int32.self, RawLayout.describesObserved(Int32.self)),
        ("Float", Float.self, RawLayout.describesObserved(Float.self)),
        ("Int", Int.self, RawLayout.describesObserved(Int.self)),
        ("Int?", Int?.self, RawLayout.describesObserved(Int?.self)),
        ("Double", Double.self, RawLayout.describesObserved(Double.self)),
        ("ThreeBytes", ThreeBytes.self, RawLayout.describesObserved(ThreeBytes.self)),
        ("ByteThenDouble", ByteThenDouble.self, RawLayout.describesObserved(ByteThenDouble.self)),
        ("(Int8, Int16)", (Int8, Int16).self, RawLayout.describesObserved((Int8, Int16).self)),
        ("Character", Character.self, RawLayout.describesObserved(Character.self)),
        ("String", String.self, RawLayout.describesObserved(String.self)),
        ("String?", String?.self, RawLayout.describesObserved(String?.self)),
        ("Payload", Payload.self, RawLayout.describesObserved(Payload.self)),
        ("Payload?", Payload?.self, RawLayout.describesObserved(Payload?.self)),
        ("[Int]", [Int].self, RawLayout.describesObserved([Int].self)),
        ("[String: Any]?", [String: Any]?.self, RawLayout.describesObserved([String: Any]?.self)),
        ("Any", Any.self, RawLayout.describesObserved(Any.self)),
        ("Any?", Any?.self, RawLayout.describesObserved(Any?.self)),
        ("Reference", Reference.self, RawLayout.describesObserved(Reference.self)),
        ("Reference?", Reference?.self, RawLayout.describesObserved(Reference?.self)),
        ("Date", Date.self, RawLayout.describesObserved(Date.self)),
        ("Decimal", Decimal.self, RawLayout.describesObserved(Decimal.self)),
    ]

    @Test("The computed offsets are Observed's real ones", arguments: types)
    func offsetsMatch(_ name: String, _ type: Any.Type, _ matches: Bool) {
        #expect(matches, "\(name)")
    }

    @Test func theRegistrarFollowsTheValueAtAPointersAlignment() {
        let pointer = MemoryLayout<UnsafeRawPointer>.size
        #expect(RawLayout.registrarOffset(Empty.self) == 0)
        #expect(RawLayout.registrarOffset(Int8.self) == pointer)
        #expect(RawLayout.registrarOffset(ThreeBytes.self) == pointer)
        #expect(RawLayout.registrarOffset(String.self) == MemoryLayout<String>.size)
        #expect(RawLayout.optionsOffset(Int8.self) == 2 * pointer)
        #expect(RawLayout.registrarOffset(beforeOptionsAt: RawLayout.optionsOffset(Double.self)) == RawLayout.registrarOffset(Double.self))
        #expect(RawLayout.existentialTypeOffset == 3 * pointer)
    }

    /// Properties of odd sizes side by side, each read, written and observed by name.
    private final class Oddities: KeyValueCoding, @unchecked Sendable {
        @Observed var flag = false
        @Observed var byte: Int8 = 1
        @Observed var three = ThreeBytes()
        @Observed var short: UInt16 = 2
        @Observed var payload = Payload.small(3)
        @Observed var name: String? = "a"
        @Observed var mixed = ByteThenDouble()
        @Observed var last: Int8? = nil
    }

    @Test func propertiesOfEverySizeAreReadWrittenAndObservedByName() throws {
        let object = Oddities()
        let keys = ["flag", "byte", "three", "short", "payload", "name", "mixed", "last"]
        let counter = Counter()
        let observations = try keys.map { key in
            try object.observe(key) { _, _ in counter.increment() }
        }
        try object.setValue(true, forKey: "flag")
        try object.setValue(Int8(9), forKey: "byte")
        object.three = ThreeBytes(a: 1, b: 2, c: 3)
        try object.setValue(UInt16(700), forKey: "short")
        object.payload = .large("x", 4)
        try object.setValue("b", forKey: "name")
        object.mixed = ByteThenDouble(a: 5, b: 2.5)
        try object.setValue(Int8(-1), forKey: "last")
        #expect(counter.value == 8)
        #expect(object.value(forKey: "flag") as? Bool == true)
        #expect(object.value(forKey: "byte") as? Int8 == 9)
        #expect((object.value(forKey: "three") as? ThreeBytes).map { [$0.a, $0.b, $0.c] } == [1, 2, 3])
        #expect(object.value(forKey: "short") as? UInt16 == 700)
        #expect(object.value(forKey: "name") as? String == "b")
        #expect((object.value(forKey: "mixed") as? ByteThenDouble)?.b == 2.5)
        #expect(object.value(forKey: "last") as? Int8 == -1)
        if case .large(let text, let number) = object.payload { #expect(text == "x" && number == 4) } else { Issue.record("payload") }
        observations.forEach { $0.invalidate() }
    }
}

/// A count shared with observation handlers, which run on the setting thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
