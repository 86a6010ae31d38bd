import BindingsTestSupport
import Testing
@testable import Bindings

/// Parsing a source parsed before is a lookup: every caller gets the same parse, and so the same
/// compiled plans; failures are not kept; the cache is bounded and safe across threads.
@Suite(.checksLiveObjects) struct ExpressionCacheTests {
    /// An owner and target with a key no other suite binds, so the shared cache's plans for it
    /// are this suite's alone.
    final class Heading: KeyValueCoding, @unchecked Sendable {
        // @unchecked: every stored property is @Observed (lock-protected).
        @Observed var heading = ""
    }

    @Test func theSameSourceParsedTwiceSharesOneParse() throws {
        let first = try BindingExpression(parsing: "heading ?? 'cached'")
        let second = try BindingExpression(parsing: "heading ?? 'cached'")
        let uncached = try BindingExpression(parsingUncached: "heading ?? 'cached'")
        #expect(first.sharesParse(with: second))
        #expect(!first.sharesParse(with: uncached))
        #expect(ExpressionCache.shared.capacity == 1_024)
    }

    @Test func bindingTheSameSourceTwiceReusesItsParseAndPlan() throws {
        let owner = Heading()
        owner.heading = "Menu"
        let first = Heading()
        let second = Heading()
        let firstBinding = try first.bind("heading", to: owner, "heading")
        let secondBinding = try second.bind("heading", to: owner, "heading")
        #expect(firstBinding.expression.sharesParse(with: secondBinding.expression))
        #expect(firstBinding.plan === secondBinding.plan)
        #expect([first.heading, second.heading] == ["Menu", "Menu"])
        firstBinding.unbind()
        secondBinding.unbind()
    }

    @Test func aSourceThatDoesNotParseThrowsEachTimeAndIsNotKept() throws {
        let cache = ExpressionCache(capacity: 8)
        let good = try cache.expression(parsing: "content.name")
        var errors: [ExpressionError] = []
        for _ in 0..<3 {
            do {
                _ = try cache.expression(parsing: "content.")
            } catch {
                errors.append(error)
            }
        }
        #expect(errors == Array(repeating: ExpressionError(.expected(.keyPathComponent, found: .endOfExpression), at: 8), count: 3))
        #expect(cache.count == 1)
        // Many bad sources push nothing out.
        for index in 0..<100 { _ = try? cache.expression(parsing: "bad\(index) +") }
        #expect(cache.count == 1)
        #expect(try cache.expression(parsing: "content.name").sharesParse(with: good))
    }

    /// Emptied (as benchmarks of a first parse do), a cache parses each source anew.
    @Test func anEmptiedCacheParsesAgain() throws {
        let cache = ExpressionCache(capacity: 8)
        let before = try cache.expression(parsing: "content.name")
        _ = try cache.expression(parsing: "content.city")
        #expect(cache.count == 2)
        cache.removeAll()
        #expect(cache.count == 0)
        let after = try cache.expression(parsing: "content.name")
        #expect(!after.sharesParse(with: before))
        #expect(cache.count == 1)
    }

    @Test func aCacheKeepsNoMoreThanItsCapacity() throws {
        // Capacity 8: each generation holds 4. A fifth new source turns `recent` into `older`, so
        // the count climbs to 8 and falls back to 5 every 4 sources.
        let cache = ExpressionCache(capacity: 8)
        var first: [BindingExpression] = []
        var counts: [Int] = []
        for index in 0..<20 {
            first.append(try cache.expression(parsing: "s\(index)"))
            counts.append(cache.count)
        }
        #expect(counts == [1, 2, 3, 4, 5, 6, 7, 8, 5, 6, 7, 8, 5, 6, 7, 8, 5, 6, 7, 8])
        #expect(try cache.expression(parsing: "s19").sharesParse(with: first[19]))
        #expect(try !cache.expression(parsing: "s0").sharesParse(with: first[0]))
        // `s0` came back as a new source, starting a generation.
        #expect(cache.count == 5)
    }

    @Test func aSourceUsedAgainSurvivesWhileTheOldestGo() throws {
        let cache = ExpressionCache(capacity: 8)
        var first: [String: BindingExpression] = [:]
        for source in ["a", "b", "c", "d", "e"] { first[source] = try cache.expression(parsing: source) }
        // `recent` is [e], `older` [a, b, c, d]: using `a` moves it back to `recent`.
        #expect(cache.count == 5)
        #expect(try cache.expression(parsing: "a").sharesParse(with: #require(first["a"])))
        #expect(cache.count == 5)
        // `h` finds `recent` full ([e, a, f, g]): it becomes `older`, and b, c, d go.
        for source in ["f", "g", "h"] { first[source] = try cache.expression(parsing: source) }
        #expect(cache.count == 5)
        #expect(try cache.expression(parsing: "a").sharesParse(with: #require(first["a"])))
        #expect(cache.count == 5)
        #expect(try !cache.expression(parsing: "b").sharesParse(with: #require(first["b"])))
        #expect(cache.count == 6)
    }

    @Test func threadsParsingTheSameSourcesShareOneParseOfEach() throws {
        let cache = ExpressionCache(capacity: 128)
        let sources = (0..<64).map { "item\($0).name ?? 'none \($0)'" }
        let seen = Recorder<(Int, BindingExpression)>()
        let failures = Recorder<String>()
        onThreads(4) { _ in
            for iteration in 0..<2_000 {
                let index = iteration % sources.count
                guard let expression = try? cache.expression(parsing: sources[index]) else {
                    failures.append(sources[index])
                    continue
                }
                if iteration < sources.count { seen.append((index, expression)) }
            }
        }
        #expect(failures.all == [])
        #expect(cache.count == 64)
        let kept = try sources.map { try cache.expression(parsing: $0) }
        #expect(cache.count == 64)
        let recorded = seen.all
        #expect(recorded.count == 4 * 64)
        #expect(recorded.filter { !$0.1.sharesParse(with: kept[$0.0]) }.count == 0)
        #expect(Dictionary(grouping: recorded, by: \.0).mapValues(\.count) == Dictionary(uniqueKeysWithValues: (0..<64).map { ($0, 4) }))
    }

    /// A formatter that parses through the cache when it is freed.
    final class Reparser: ValueFormatter, @unchecked Sendable {
        // @unchecked: immutable; `cache` outlives every formatter made for it.
        unowned let cache: ExpressionCache
        let seen: Recorder<String>
        init(cache: ExpressionCache, seen: Recorder<String>) { (self.cache, self.seen) = (cache, seen) }
        func format(_ value: Any?) -> Any? { value }
        deinit { seen.append((try? cache.expression(parsing: "third"))?.source ?? "failed") }
    }

    /// The lock is not recursive: a dropped generation freed under it would deadlock here, as its
    /// last plan holds the only registry holding a `Reparser`.
    @Test func aGenerationDroppedIsFreedAfterUnlocking() throws {
        let cache = ExpressionCache(capacity: 2)
        let seen = Recorder<String>()
        do {
            let registry = FormatterRegistry(registeringBuiltIns: false)
            registry.register("reparse") { [unowned cache] _ in Reparser(cache: cache, seen: seen) }
            let owner = Heading()
            owner.heading = "x"
            let target = Heading()
            let binding = try Binding(target, "heading", to: owner, cache.expression(parsing: "heading::reparse"), formatters: registry)
            #expect(target.heading == "x")
            binding.unbind()
        }
        // One source per generation: `first` pushes the expression into `older`, `second` drops it.
        _ = try cache.expression(parsing: "first")
        #expect(seen.all == [])
        _ = try cache.expression(parsing: "second")
        #expect(seen.all == ["third"])
        #expect(cache.count == 2)
    }
}
