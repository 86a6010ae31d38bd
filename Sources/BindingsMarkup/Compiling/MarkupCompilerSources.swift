import Bindings

/// What the compiler reads from outside the document it compiles: the element types, formatters,
/// platform and shared classes it resolves names against, and the documents, style sheets and
/// strings a document names. ``MarkupLoader`` provides them, finding and caching as it sees fit;
/// the compiler knows nothing of files.
@MainActor
protocol MarkupCompilerSources: AnyObject {
    /// The classes element names resolve to.
    var elementTypes: MarkupElementTypes { get }
    /// The formatters binding expressions name.
    var formatters: FormatterRegistry { get }
    /// The platform `<?case?>` compares with.
    var platform: String { get }
    /// The classes every document may use.
    var sharedStyles: StyleSheet { get }
    /// The document `name`, as an `<?include?>` or `<?sectionRows?>` names it.
    func parseDocument(named name: String, ownerType: Any.Type?) -> DocumentLookup
    /// The diagnostic for a document or style sheet that is nowhere to be found.
    func notFound(_ name: String, ownerType: Any.Type?) -> MarkupDiagnostic.Kind
    /// The classes of `<?properties …?>` data: inline JSON, or a style sheet's name.
    func styleSheet(from data: String) -> StyleSheetLookup
    /// The strings `@key` values look up, for an owner of class `ownerType`.
    func localizedStrings(ownerType: Any.Type?) -> LocalizedStrings
    /// The named colors color attributes look up, for an owner of class `ownerType`.
    func namedColors(ownerType: Any.Type?) -> NamedColors
    /// Whether an image named `name` is among the resources of an owner of class `ownerType`.
    func hasImage(named name: String, ownerType: Any.Type?) -> Bool
}

/// The outcome of finding a document: the document, or its diagnostics (empty when not found).
enum DocumentLookup {
    case success(MarkupDocument)
    case failure(MarkupDiagnostics)
}

/// The outcome of reading a style sheet.
enum StyleSheetLookup {
    case success(StyleSheet)
    case failure(MarkupDiagnostic.Kind)
}
