/// A parsed `$` binding expression, such as `content.name` or `content.count gt 0 and isOpen`.
///
/// Parse once with ``init(parsing:)`` when markup loads, then call ``evaluate(resolving:)`` as
/// often as needed: evaluation walks a prebuilt tree, never re-reads the source, and never fails.
/// See <doc:BindingExpressions> for the language.
public struct BindingExpression: Sendable, Hashable, CustomStringConvertible {
    /// The parsed expression, shared by every copy: templates and bindings copy expressions
    /// around, and a copy is then one reference.
    private let parsed: ParsedExpression

    /// The expression text as given, without the leading `$`.
    public var source: String { parsed.source }
    /// Every distinct key path the expression reads, dotted, in order of first appearance.
    public var keyPaths: [String] { parsed.keyPaths }
    /// The key paths the expression reads, pre-split, in the same order as ``keyPaths``.
    public var dependencies: [ExpressionKeyPath] { parsed.dependencies }
    /// The formatter named after `::`, if any; ``evaluate(resolving:)`` does not apply it.
    public var formatter: FormatterReference? { parsed.formatter }

    /// The key path when the whole expression is one, kept apart for the evaluation fast path.
    var bareKeyPath: ExpressionKeyPath? { parsed.bareKeyPath }
    /// The parsed tree, for compiling special forms of it (see ``SourceExtraction``).
    var root: ExpressionNode { parsed.root }
    /// What binding this expression compiled to, per owner class and target key: every copy of
    /// the expression (a template's, a cell's) shares them.
    var plans: BindingPlanCache { parsed.plans }

    /// Parses expression source, the attribute text after `$`.
    ///
    /// Parsing a source parsed before is a lookup: parses are kept, a bounded number of them, and
    /// shared by every caller, so the plans compiled for binding the expression are shared too.
    ///
    /// - Throws: ``ExpressionError`` with the character offset and kind of the first problem.
    public init(parsing source: String) throws(ExpressionError) {
        self = try ExpressionCache.shared.expression(parsing: source)
    }

    /// Parses `source` into a parse of its own, as ``ExpressionCache`` does on a miss.
    init(parsingUncached source: String) throws(ExpressionError) {
        parsed = ParsedExpression(source: source, result: try ExpressionParser.parse(source))
    }

    /// Forgets every parse kept by ``init(parsing:)``, so that the next parse of each source is a
    /// first one: for benchmarks of a document's first use, not for apps.
    @_spi(Testing) public static func forgetCachedParses() {
        ExpressionCache.shared.removeAll()
    }

    /// Whether this expression and `other` are copies of one parse, and so share its plans.
    func sharesParse(with other: BindingExpression) -> Bool {
        ObjectIdentifier(parsed) == ObjectIdentifier(other.parsed)
    }

    /// Whether the whole expression, formatter aside, is one key path such as `content.name`.
    ///
    /// Such expressions can be bound two ways and can skip evaluation altogether.
    public var isKeyPath: Bool { parsed.bareKeyPath != nil }

    /// The key path when the whole expression, formatter aside, is one; otherwise `nil`.
    public var singleKeyPath: String? { parsed.bareKeyPath?.string }

    /// Evaluates the expression, asking `resolve` for the value at each key path it reads.
    ///
    /// Never throws or traps: type mismatches, `nil` arithmetic and division by zero give `nil`.
    /// The ``formatter`` is not applied; the binding engine applies it.
    public func evaluate(resolving resolve: (ExpressionKeyPath) -> Any?) -> Any? {
        if let bareKeyPath = parsed.bareKeyPath {
            return ExpressionSemantics.flatten(resolve(bareKeyPath))
        }
        return parsed.root.evaluate(resolve)
    }

    /// The expression source.
    public var description: String { source }

    /// Two expressions are equal when their sources are: parsing is deterministic.
    public static func == (lhs: BindingExpression, rhs: BindingExpression) -> Bool {
        lhs.source == rhs.source
    }

    /// Hashes the source, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}

/// What parsing an expression produced, stored once for all copies of the ``BindingExpression``.
private final class ParsedExpression: Sendable {
    let source: String
    let keyPaths: [String]
    let dependencies: [ExpressionKeyPath]
    let formatter: FormatterReference?
    let root: ExpressionNode
    let bareKeyPath: ExpressionKeyPath?
    let plans = BindingPlanCache()

    init(source: String, result: ExpressionParser.Result) {
        self.source = source
        root = result.root
        formatter = result.formatter
        dependencies = result.keyPaths
        keyPaths = result.keyPaths.map(\.string)
        if case .keyPath(let keyPath) = result.root {
            bareKeyPath = keyPath
        } else {
            bareKeyPath = nil
        }
    }
}
