extension BindingExpression {
    /// The formatter this expression names after `::`, from `registry`; `nil` when it names none.
    ///
    /// The registry caches formatters, so calling this for every evaluation is cheap, but a
    /// binding can also look it up once and keep it.
    ///
    /// - Throws: ``FormatterError`` when the name is unknown or the arguments are not acceptable.
    public func resolveFormatter(
        in registry: FormatterRegistry = .shared
    ) throws(FormatterError) -> (any ValueFormatter)? {
        guard let formatter else { return nil }
        return try registry.formatter(for: formatter)
    }

    /// Evaluates the expression and applies its formatter, if any, from `registry`.
    ///
    /// - Throws: ``FormatterError`` only for the formatter lookup; evaluation itself never fails.
    public func evaluateFormatted(
        in registry: FormatterRegistry = .shared,
        resolving resolve: (ExpressionKeyPath) -> Any?
    ) throws(FormatterError) -> Any? {
        let value = evaluate(resolving: resolve)
        guard let formatter = try resolveFormatter(in: registry) else { return value }
        return formatter.format(value)
    }
}
