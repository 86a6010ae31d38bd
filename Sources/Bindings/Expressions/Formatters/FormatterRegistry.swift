import Foundation
import Synchronization

/// Creates a formatter from a reference's arguments, or throws when they are not acceptable.
public typealias FormatterFactory = @Sendable ([String: String]) throws(FormatterError) -> any ValueFormatter

/// Named formatter factories, and one cached formatter per distinct ``FormatterReference``.
///
/// Bindings ask for a formatter each time a cell is configured; caching means a factory runs once
/// per distinct name-and-arguments, and every binding with the same reference shares one instance.
public final class FormatterRegistry: @unchecked Sendable {
    // @unchecked: all mutable state below is read and written only while `lock` is held.
    // A recursive lock, because the factory runs under it (so it runs exactly once per reference)
    // and a factory may itself ask the registry for another formatter to compose with.
    private let lock = NSRecursiveLock()
    private var factories: [String: FormatterFactory] = [:]
    // Unbounded on purpose: references come from markup, so there are only so many.
    private var cache: [FormatterReference: any ValueFormatter] = [:]
    private var calls = 0
    private let registrations = Atomic<Int>(0)

    /// The registry bindings use by default, with the built-in formatters and `phone`.
    public static let shared = FormatterRegistry()

    /// Creates a registry, by default with the built-in formatters registered.
    ///
    /// The built-ins are `number`, `date`, `measurement`, `byteCount`, `personNameComponents`, `uppercase`, `lowercase`, `capitalized`, `trimmed`,
    /// `default`, `truncate` and `phone`.
    public init(registeringBuiltIns: Bool = true) {
        if registeringBuiltIns { registerBuiltIns() }
    }

    /// Registers a factory under a name, replacing any earlier one and its cached formatters.
    public func register(_ name: String, factory: @escaping FormatterFactory) {
        lock.lock()
        defer { lock.unlock() }
        factories[name] = factory
        cache = cache.filter { $0.key.name != name }
        registrations.wrappingAdd(1, ordering: .releasing)
    }

    /// The formatter for a reference, created on first request and the same instance after.
    ///
    /// - Throws: ``FormatterError`` for an unknown name (suggesting a near one) or whatever the
    ///   factory throws, with ``FormatterError/formatter`` set to the reference's name. Failures
    ///   are not cached.
    public func formatter(for reference: FormatterReference) throws(FormatterError) -> any ValueFormatter {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[reference] { return cached }
        guard let factory = factories[reference.name] else {
            let suggestion = Suggestion.closest(to: reference.name, in: factories.keys)
            throw FormatterError(.unknownFormatter(suggestion: suggestion), formatter: reference.name)
        }
        calls += 1
        do {
            let formatter = try factory(reference.argumentDictionary)
            cache[reference] = formatter
            return formatter
        } catch {
            var error = error
            error.formatter = reference.name
            throw error
        }
    }

    /// Counts registrations, so a binding plan that resolved a formatter can tell it is still current.
    var generation: Int { registrations.load(ordering: .acquiring) }

    /// The registered names, sorted.
    public var registeredNames: [String] {
        lock.lock()
        defer { lock.unlock() }
        return factories.keys.sorted()
    }

    /// How many times any factory has run: a test hook showing that formatters are cached.
    public var factoryCallCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }
}
