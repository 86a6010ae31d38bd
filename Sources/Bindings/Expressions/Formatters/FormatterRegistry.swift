import Foundation
import Synchronization

/// Named formatter factories, and one cached formatter per distinct ``FormatterReference``.
///
/// Bindings ask for a formatter each time a cell is configured; caching means a factory runs once
/// per distinct name-and-arguments, and every binding with the same reference shares one instance.
public final class FormatterRegistry: @unchecked Sendable {
    // @unchecked: all mutable state below is read and written only while `lock` is held. Factories
    // run with it released: they are the app's code, and may ask the registry for formatters of
    // their own to compose with.
    private var lock: Lock { Lock(for: self) }
    private var factories: [String: FormatterFactory] = [:]
    // Unbounded on purpose: references come from markup, so there are only so many.
    private var cache: [FormatterReference: any ValueFormatter] = [:]
    /// The references whose factory is running now, which other requests for them wait for.
    private var inFlight: [FormatterReference: PendingFormatter] = [:]
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
        // What is replaced is released after unlocking: factories and formatters are user code.
        let replaced: (FormatterFactory?, [FormatterReference: any ValueFormatter]) = lock.withLock {
            defer { registrations.wrappingAdd(1, ordering: .releasing) }
            let dropped = cache.filter { $0.key.name == name }
            cache = cache.filter { $0.key.name != name }
            return (factories.updateValue(factory, forKey: name), dropped)
        }
        withExtendedLifetime(replaced) {}
    }

    /// The formatter for a reference, created on first request and the same instance after: the
    /// factory runs once however many threads ask at the same time, the others waiting for it.
    ///
    /// - Throws: ``FormatterError`` for an unknown name (suggesting a near one) or whatever the
    ///   factory throws, with ``FormatterError/formatter`` set to the reference's name. Failures
    ///   are not cached.
    public func formatter(for reference: FormatterReference) throws(FormatterError) -> any ValueFormatter {
        let step: Step = lock.withLock {
            if let cached = cache[reference] { return .cached(cached) }
            if let pending = inFlight[reference] { return .wait(pending) }
            guard let factory = factories[reference.name] else {
                return .unknown(Suggestion.closest(to: reference.name, in: factories.keys))
            }
            calls += 1
            let pending = PendingFormatter()
            inFlight[reference] = pending
            return .make(factory, pending, generation)
        }
        switch step {
        case .cached(let formatter):
            return formatter
        case .unknown(let suggestion):
            throw FormatterError(.unknownFormatter(suggestion: suggestion), formatter: reference.name)
        case .wait(let pending):
            return try pending.result().get()
        case .make(let factory, let pending, let startGeneration):
            let result = make(reference, with: factory)
            lock.withLock {
                inFlight[reference] = nil
                // A factory registered meanwhile replaced this one: its formatter is not kept.
                if case .success(let formatter) = result, generation == startGeneration { cache[reference] = formatter }
            }
            pending.finish(result)
            return try result.get()
        }
    }

    /// What a request does once it has looked under the lock.
    private enum Step {
        case cached(any ValueFormatter)
        case unknown(String?)
        case wait(PendingFormatter)
        case make(FormatterFactory, PendingFormatter, Int)
    }

    /// Runs `factory` for `reference`, outside the lock; an error names the reference's formatter.
    private func make(_ reference: FormatterReference, with factory: FormatterFactory) -> Result<any ValueFormatter, FormatterError> {
        do {
            return .success(try factory(reference.argumentDictionary))
        } catch {
            var error = error
            error.formatter = reference.name
            return .failure(error)
        }
    }

    /// Counts registrations, so a binding plan that resolved a formatter (or a template that checked
    /// its names) can tell it is still current.
    package var generation: Int { registrations.load(ordering: .acquiring) }

    /// The registered names, sorted.
    public var registeredNames: [String] {
        lock.withLock { factories.keys.sorted() }
    }

    /// How many times any factory has run: a test hook showing that formatters are cached.
    @_spi(Testing) public var factoryCallCount: Int {
        lock.withLock { calls }
    }
}
