import Foundation

/// Where bindings report run-time problems: each distinct problem of a binding is reported once.
///
/// The default handler keeps the diagnostics for reading (``recent``) and writes each to standard
/// error; an app replaces it to log or assert instead.
public final class BindingDiagnostics: @unchecked Sendable {
    // @unchecked: `handler` and `stored` are guarded by `lock`.
    private var lock: Lock { Lock(for: self) }
    private var handler: @Sendable (BindingDiagnostic) -> Void
    private var stored: [BindingDiagnostic] = []

    /// The sink every binding reports to.
    public static let shared = BindingDiagnostics()

    /// Creates a sink that writes to standard error.
    public init() {
        handler = { diagnostic in
            FileHandle.standardError.write(Data("bindings: warning: \(diagnostic)\n".utf8))
        }
    }

    /// Replaces what happens with each diagnostic (it is still kept in ``recent``).
    public func setHandler(_ handler: @escaping @Sendable (BindingDiagnostic) -> Void) {
        // The replaced handler is released after unlocking: it is user code.
        let replaced = lock.withLock {
            defer { self.handler = handler }
            return self.handler
        }
        withExtendedLifetime(replaced) {}
    }

    /// The diagnostics reported so far, oldest first (the last 100).
    public var recent: [BindingDiagnostic] { lock.withLock { stored } }

    /// Forgets the diagnostics kept so far.
    public func removeAll() { lock.withLock { stored.removeAll() } }

    func report(_ diagnostic: BindingDiagnostic) {
        let handler: @Sendable (BindingDiagnostic) -> Void = lock.withLock {
            stored.append(diagnostic)
            if stored.count > 100 { stored.removeFirst(stored.count - 100) }
            return self.handler
        }
        handler(diagnostic)
    }
}
