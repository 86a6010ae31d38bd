import Bindings
import BindingsTestSupport
import Testing

/// A generic class: each specialization is a class of its own, whose key table is built on first use.
final class Specimen<Tag>: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var number: Int
    @Observed var label = "label"

    init(_ number: Int) { self.number = number }
}

/// Classes and typed key paths first used by many threads at once are resolved once, and every
/// thread sees the result.
@Suite(.checksLiveObjects) struct PropertyTableConcurrencyTests {
    enum T0 {}; enum T1 {}; enum T2 {}; enum T3 {}; enum T4 {}; enum T5 {}; enum T6 {}; enum T7 {}
    enum T8 {}; enum T9 {}; enum T10 {}; enum T11 {}; enum T12 {}; enum T13 {}; enum T14 {}; enum T15 {}

    /// One object of each of 16 classes no other test uses.
    static func specimens() -> [any KeyValueCoding & Sendable] {
        [Specimen<T0>(0), Specimen<T1>(1), Specimen<T2>(2), Specimen<T3>(3), Specimen<T4>(4), Specimen<T5>(5),
         Specimen<T6>(6), Specimen<T7>(7), Specimen<T8>(8), Specimen<T9>(9), Specimen<T10>(10), Specimen<T11>(11),
         Specimen<T12>(12), Specimen<T13>(13), Specimen<T14>(14), Specimen<T15>(15)]
    }

    @Test func threadsReadingNewClassesByNameAtOnceAllSeeTheirKeys() {
        let specimens = Self.specimens()
        let reads = Recorder<Int>()
        onThreads(8) { worker in
            // Each thread starts at another class, so the first uses of the 16 classes race.
            for step in 0..<specimens.count * 50 {
                let specimen = specimens[(worker * 2 + step) % specimens.count]
                reads.append(specimen.value(forKey: "number") as? Int ?? -1)
            }
        }
        var expected: [Int: Int] = [:]
        for worker in 0..<8 {
            for step in 0..<specimens.count * 50 { expected[(worker * 2 + step) % specimens.count, default: 0] += 1 }
        }
        #expect(Dictionary(grouping: reads.all, by: { $0 }).mapValues(\.count) == expected)
    }

    @Test func threadsResolvingNewTypedKeyPathsAtOnceAllGetTheirNames() {
        let specimens = [Specimen<T0>(0), Specimen<T0>(1), Specimen<T0>(2), Specimen<T0>(3)]
        let names = Recorder<String>()
        onThreads(8) { worker in
            for step in 0..<200 {
                let specimen = specimens[(worker + step) % specimens.count]
                let name = step.isMultiple(of: 2) ? try? specimen.keyName(of: \.label) : try? specimen.keyName(of: \.number)
                names.append(name ?? "unresolved")
            }
        }
        #expect(Dictionary(grouping: names.all, by: { $0 }).mapValues(\.count) == ["label": 800, "number": 800])
    }
}
