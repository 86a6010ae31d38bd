/// Parsed expressions by source, so that every ``BindingExpression/init(parsing:)`` of the same
/// text (markup, string binds, the app's own) shares one parse and the plans compiled for it.
///
/// Bounded, with two generations rather than a true LRU list: a hit is one dictionary read and
/// reorders nothing. New sources go into `recent`; once it holds half the capacity, the next one
/// drops `older` and turns `recent` into `older`. A hit in `older` moves back to `recent`, so a
/// source in use stays, and one unused while `recent` filled twice goes. Failures are not kept:
/// bad sources throw each time and cannot push good ones out. Sources match as `String`s do, so
/// canonically equivalent text shares a parse, as ``BindingExpression`` equality already has it.
final class ExpressionCache: @unchecked Sendable {
    // @unchecked: `recent` and `older` are guarded by `Lock(for: self)`.
    /// The generation new sources and hits in `older` go into, at most half the capacity.
    private var recent: [String: BindingExpression] = [:]
    /// The generation before, dropped whole when `recent` fills again.
    private var older: [String: BindingExpression] = [:]

    /// The most sources kept at once, both generations together.
    let capacity: Int

    /// The cache ``BindingExpression/init(parsing:)`` uses.
    static let shared = ExpressionCache(capacity: 1_024)

    /// An empty cache keeping at most `capacity` sources (at least 2: one per generation).
    init(capacity: Int) {
        self.capacity = max(capacity, 2)
    }

    /// The expression for `source`: the kept parse, or a new one, kept if no other thread kept one
    /// meanwhile.
    ///
    /// - Throws: ``ExpressionError`` for a source that does not parse; nothing is kept for it.
    func expression(parsing source: String) throws(ExpressionError) -> BindingExpression {
        // A promotion from `older` may drop a generation; it is released after unlocking, as its
        // plans hold formatters, which are user code.
        let (found, dropped): (BindingExpression?, [String: BindingExpression]?) = Lock(for: self).withLock {
            if let expression = recent[source] { return (expression, nil) }
            guard let expression = older.removeValue(forKey: source) else { return (nil, nil) }
            return (expression, admit(expression, for: source))
        }
        if let found { return withExtendedLifetime(dropped) { found } }
        // Parsing runs unlocked: it may be long, and other sources need not wait for it.
        let parsed = try BindingExpression(parsingUncached: source)
        let (kept, evicted): (BindingExpression, [String: BindingExpression]?) = Lock(for: self).withLock {
            if let existing = recent[source] { return (existing, nil) }
            let existing = older.removeValue(forKey: source)
            let expression = existing ?? parsed
            return (expression, admit(expression, for: source))
        }
        return withExtendedLifetime(evicted) { kept }
    }

    /// Puts `expression` into `recent`, first turning a half-full `recent` into `older`; returns
    /// the generation dropped, for the caller to release after unlocking. Called with the lock held.
    private func admit(_ expression: BindingExpression, for source: String) -> [String: BindingExpression]? {
        var dropped: [String: BindingExpression]?
        if recent.count >= capacity / 2 {
            dropped = older
            older = recent
            // Sized once per generation rather than grown entry by entry.
            recent = Dictionary(minimumCapacity: capacity / 2)
        }
        recent[source] = expression
        return dropped
    }

    /// Forgets every kept parse, for measuring first uses; the parses are released after unlocking.
    func removeAll() {
        let dropped = Lock(for: self).withLock {
            defer { (recent, older) = ([:], [:]) }
            return (recent, older)
        }
        withExtendedLifetime(dropped) {}
    }

    /// How many sources are kept now.
    var count: Int {
        Lock(for: self).withLock { recent.count + older.count }
    }
}
