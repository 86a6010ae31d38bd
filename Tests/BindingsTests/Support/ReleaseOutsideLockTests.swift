import Bindings
import BindingsTestSupport
import Testing

/// What a registry replaces under its lock is freed after unlocking: the lock is not recursive, so
/// a deinit that uses the registry again would otherwise never return.
@Suite(.checksLiveObjects) struct ReleaseOutsideLockTests {
    /// A formatter that reads the registry's names when it is freed.
    final class NameReader: ValueFormatter, @unchecked Sendable {
        // @unchecked: immutable; `registry` outlives every formatter it caches.
        unowned let registry: FormatterRegistry
        let seen: Recorder<[String]>
        init(registry: FormatterRegistry, seen: Recorder<[String]>) { (self.registry, self.seen) = (registry, seen) }
        func format(_ value: Any?) -> Any? { value }
        deinit { seen.append(registry.registeredNames) }
    }

    struct Identity: ValueFormatter {
        func format(_ value: Any?) -> Any? { value }
    }

    @Test func registeringAgainFreesTheCachedFormatterUnlocked() throws {
        let registry = FormatterRegistry(registeringBuiltIns: false)
        let seen = Recorder<[String]>()
        registry.register("reader") { [unowned registry] _ in NameReader(registry: registry, seen: seen) }
        _ = try registry.formatter(for: FormatterReference(name: "reader"))
        #expect(seen.all == [])
        registry.register("reader") { _ in Identity() }
        #expect(seen.all == [["reader"]])
    }

    /// An object that reads the diagnostics kept when it is freed.
    final class RecentReader: Sendable {
        let diagnostics: BindingDiagnostics
        let seen: Recorder<Int>
        init(diagnostics: BindingDiagnostics, seen: Recorder<Int>) { (self.diagnostics, self.seen) = (diagnostics, seen) }
        deinit { seen.append(diagnostics.recent.count) }
    }

    @Test func replacingTheHandlerFreesTheOldOneUnlocked() {
        let diagnostics = BindingDiagnostics()
        let seen = Recorder<Int>()
        do {
            let reader = RecentReader(diagnostics: diagnostics, seen: seen)
            diagnostics.setHandler { _ in withExtendedLifetime(reader) {} }
        }
        #expect(seen.all == [])
        diagnostics.setHandler { _ in }
        #expect(seen.all == [0])
    }
}
