extension MarkupParser {
    /// Limits applied while parsing.
    public struct Options: Hashable, Sendable {
        /// The deepest element nesting accepted (the root is depth 1); deeper documents are rejected with
        /// ``MarkupDiagnostic/Kind/nestingTooDeep(limit:)``. Defaults to 512.
        public var maximumDepth: Int
        /// The number of diagnostics after which parsing stops with
        /// ``MarkupDiagnostic/Kind/tooManyErrors(limit:)``, so hostile input cannot produce millions of them.
        /// Defaults to 100.
        public var maximumErrors: Int

        /// Creates options; see the properties for the defaults.
        public init(maximumDepth: Int = 512, maximumErrors: Int = 100) {
            self.maximumDepth = maximumDepth
            self.maximumErrors = maximumErrors
        }
    }
}
