import Bindings
import Foundation

/// Finds, parses, compiles and caches markup documents, and builds view trees from them: the entry
/// point of markup, in MarkupKit's spirit.
///
/// ```swift
/// let root = try MarkupLoader.shared.view(named: "PharmacyCell", owner: cell, root: cell)
/// ```
///
/// A document is parsed and compiled once, on first use, into a ``MarkupTemplate`` cached by name;
/// every later build instantiates the template without reading XML.
@MainActor
public final class MarkupLoader {
    /// The loader apps use unless they need several configurations.
    public static let shared = MarkupLoader()

    /// Folders searched first, in order, for `Name.xml` documents and `Name.json` style sheets.
    public var searchDirectories: [URL] = []
    /// Bundles searched after the folders, at their top level and in ``bundleSubdirectory``.
    public var bundles: [Bundle] = []
    /// A folder inside each bundle that holds documents too, such as `"Markup"`.
    public var bundleSubdirectory: String?
    /// Whether the app's main bundle and the resources of the owner's module are searched after
    /// ``searchDirectories`` and ``bundles``; on by default, so a document beside the code that
    /// loads it is found with no setup. See ``searchLocations(forOwnerType:)``.
    public var searchesDefaultLocations = true
    /// The platform name `<?case NAME?>` blocks are compared with (case-insensitively): by default
    /// the one the app runs on (`ios`, `tvos`, `watchos`, `visionos`, `macos` or `linux`).
    public var platform = MarkupLoader.currentPlatform

    /// The name of the platform the app runs on, as `<?case NAME?>` spells it.
    public nonisolated static var currentPlatform: String {
        #if os(iOS)
        "ios"
        #elseif os(tvOS)
        "tvos"
        #elseif os(watchOS)
        "watchos"
        #elseif os(visionOS)
        "visionos"
        #elseif os(macOS)
        "macos"
        #else
        "linux"
        #endif
    }
    /// The strings `@key` attribute values look up, before the ``stringsTables`` files; a missing
    /// key shows the key itself, with a warning.
    public var localizedStrings: [String: String] = [:]
    /// The `.strings` files (`Localizable.strings`) `@key` values are looked up in, after
    /// ``localizedStrings``: each is the first found in ``searchLocations(forOwnerType:)``, and a table
    /// listed earlier wins over a later one.
    public var stringsTables: [String] = ["Localizable"] { didSet { stringsFiles.removeAll() } }
    /// The localizations whose folders (`en.lproj`) a search directory's resources are also looked
    /// for in, after the directory itself, in order, as a bundle looks: by default the user's
    /// preferred languages (`en-GB`, then `en`), then `Base` and `en`, the usual development region.
    public var localizations: [String] = MarkupLoader.preferredLocalizations() {
        didSet { stringsFiles.removeAll(); colorFiles.removeAll() }
    }
    /// Colors by name, which a color attribute (one whose name ends in `color`) may name, before
    /// the ``colorTables`` files and the kit's own names (`darkGray`).
    public var namedColors: [String: Color] = [:]
    /// The property lists of named colors (MarkupKit's `Colors.plist`: each key a name, each value
    /// `#RRGGBB` or `#RRGGBBAA`) a color attribute's value is looked up in, after ``namedColors``:
    /// each the first found in ``searchLocations(forOwnerType:)``, a table listed earlier winning.
    public var colorTables: [String] = ["Colors"] { didSet { colorFiles.removeAll() } }
    /// Names of style sheets (`Name.json`) whose classes every document may use.
    public var styleSheets: [String] = [] { didSet { sharedStylesCache = nil } }
    /// The element names and their view types; register an app's own types here.
    public var elementTypes = MarkupElementTypes()
    /// Where `::name` formatters in binding expressions are looked up after the owner's own
    /// (``FormatterProviding``). Compiling checks the arguments of the names it has; a name it
    /// lacks is checked when the template is instantiated, as the owner may have it.
    public var formatters: FormatterRegistry = .shared
    /// The parser's limits (nesting depth, diagnostics per document) for every document loaded.
    public var parserOptions = MarkupParser.Options()

    /// How many documents this loader has parsed: building from a cached template parses none.
    @_spi(Testing) public private(set) var parseCount = 0

    private var templates: [String: MarkupTemplate] = [:]
    private var sharedStylesCache: StyleSheet?
    /// The `.strings` files read, by path: their entries or their problem.
    var stringsFiles: [String: Result<[String: String], ResourceFileFailure>] = [:]
    /// The color tables read, by path: their colors or their problem.
    var colorFiles: [String: Result<[String: Color], ResourceFileFailure>] = [:]
    /// What compiled of documents that did not, by name (see ``view(named:owner:root:)``).
    private(set) var partialTemplates: [String: MarkupTemplate] = [:]
    /// The resource bundle of each module asked for, found once (`nil`: the module has none).
    var moduleBundles: [String: Bundle?] = [:]
    /// The documents being compiled now, by name.
    private var compiling: Set<String> = []

    /// Creates a loader that searches `searchDirectories` and `bundles` for documents.
    public init(searchDirectories: [URL] = [], bundles: [Bundle] = []) {
        self.searchDirectories = searchDirectories
        self.bundles = bundles
    }

    /// Builds the view tree of the document `name` for `owner`.
    ///
    /// - Parameters:
    ///   - owner: the object bindings read from, outlets (`id`) are assigned to and actions are sent to.
    ///   - root: an existing view that the document's root element applies to (a cell), or `nil`
    ///     to create the root view.
    /// - Returns: the root view.
    /// - Throws: ``MarkupDiagnostics`` with every problem found, positioned in the documents; then
    ///   nothing is left half-built.
    @discardableResult
    public func view(named name: String, owner: some KeyValueCoding, root: View? = nil) throws(MarkupDiagnostics) -> View {
        // The compiler converts `<root>`'s attributes on a prototype of the owner's class; a class
        // that loads this document in its initializer, as MarkupKit's cells do, asks for it again
        // while it compiles. The prototype is never shown: it gets no views.
        if compiling.contains(name) { return root ?? View() }
        let template: MarkupTemplate
        do {
            template = try self.template(named: name, ownerType: type(of: owner), rootType: root.map { type(of: $0) })
        } catch {
            throw withOwnerProblems(error, document: name, owner: owner)
        }
        return try template.instantiate(owner: owner, root: root)
    }

    /// The compiled template of the document `name`, parsed and compiled on first use.
    ///
    /// Templates are cached by name: the first document found under a name serves every later
    /// request for it. Give `ownerType` (the class of the owner it will be built for) to search that
    /// class's module too, as ``view(named:owner:root:)`` does. Give `rootType`, the class of the
    /// root view an owner that is not a view supplies (MarkupKit's `root:`), for a `<root>` to be of
    /// that class; a template is cached for each such class.
    public func template(named name: String, ownerType: Any.Type? = nil, rootType: View.Type? = nil) throws(MarkupDiagnostics) -> MarkupTemplate {
        let suppliedRoot = Self.suppliedRoot(rootType, ownerType: ownerType)
        let key = suppliedRoot.map { name + "@" + String(reflecting: $0) } ?? name
        if let template = templates[key] { return template }
        switch parseDocument(named: name, ownerType: ownerType) {
        case .success(let document):
            let template = try compile(document, name: name, ownerType: ownerType, rootType: suppliedRoot)
            templates[key] = template
            return template
        case .failure(let diagnostics):
            // Nothing of it compiled: what compiled of an earlier version must not answer for it.
            partialTemplates[name] = nil
            throw diagnostics.diagnostics.isEmpty
                ? MarkupDiagnostics([MarkupDiagnostic(file: "\(name).xml", line: 1, column: 1, kind: notFound(name, ownerType: ownerType))])
                : diagnostics
        }
    }

    /// Parses and compiles markup text (not cached), for documents that are not files; give
    /// `ownerType` and `rootType` as ``template(named:ownerType:rootType:)`` takes them (a `<root>`
    /// is of the owner's class when it is a view, otherwise of `rootType`).
    public func template(source: String, file: String, ownerType: Any.Type? = nil, rootType: View.Type? = nil) throws(MarkupDiagnostics) -> MarkupTemplate {
        parseCount += 1
        var source = source
        let parsed = source.withUTF8 { MarkupParser(options: parserOptions).parse($0, file: file) }
        let name = Self.documentName(ofFile: file)
        let document: MarkupDocument
        do {
            document = try parsed.get()
        } catch {
            partialTemplates[name] = nil  // as for a named document that does not parse
            throw error
        }
        return try compile(document, name: name, ownerType: ownerType, rootType: Self.suppliedRoot(rootType, ownerType: ownerType))
    }

    /// The class a `<root>` takes from the root view supplied: only an owner that is not a view
    /// supplies one apart from itself (a cell is its own document's root).
    static func suppliedRoot(_ rootType: View.Type?, ownerType: Any.Type?) -> View.Type? {
        ownerType is View.Type ? nil : rootType
    }

    /// `file` without its extension, as `NSString.deletingPathExtension` gives it; a plain ASCII
    /// name (`PharmacyCell.xml`) is cut at its last dot without bridging.
    static func documentName(ofFile file: String) -> String {
        let plain = file.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var lastDot = -1
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 || byte == UInt8(ascii: "/") { return nil }
                if byte == UInt8(ascii: ".") { lastDot = offset }
            }
            if lastDot < 0 { return file }
            // A leading or trailing dot is no extension's: those are Foundation's to judge.
            guard lastDot > 0, lastDot < bytes.count - 1 else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<lastDot]), as: UTF8.self)
        }
        return (plain ?? nil) ?? (file as NSString).deletingPathExtension
    }

    /// Forgets every cached template, so documents are read again (after they change on disk).
    public func removeAllTemplates() {
        templates.removeAll()
        partialTemplates.removeAll()
        sharedStylesCache = nil
        stringsFiles.removeAll()
        colorFiles.removeAll()
    }

    private func compile(_ document: MarkupDocument, name: String, ownerType: Any.Type? = nil,
                         rootType: View.Type? = nil) throws(MarkupDiagnostics) -> MarkupTemplate {
        // Marked for the owner-class prototype's initializer, which may load this name (see `view`).
        let marked = compiling.insert(name).inserted
        defer { if marked { compiling.remove(name) } }
        var compiler = MarkupCompiler(sources: self, name: name, ownerType: ownerType, rootType: rootType)
        let root = compiler.compile(document)
        let errors = compiler.diagnostics.filter { $0.severity == .error }
        guard let root, errors.isEmpty else {
            // Kept so that loading for an owner can add the owner's problems to the compiler's.
            partialTemplates[name] = root.map { MarkupTemplate(name: name, root: $0, warnings: [], formatters: formatters, loader: self) }
            throw MarkupDiagnostics(compiler.diagnostics)
        }
        partialTemplates[name] = nil
        return MarkupTemplate(name: name, root: root, warnings: compiler.diagnostics, formatters: formatters, loader: self)
    }

    // MARK: Finding documents

    func parseDocument(named name: String, ownerType: Any.Type?) -> DocumentLookup {
        guard let url = url(of: name, extension: "xml", ownerType: ownerType), let data = try? Data(contentsOf: url) else {
            return .failure(MarkupDiagnostics([]))
        }
        parseCount += 1
        do {
            return .success(try MarkupDocument(parsing: data, file: url.lastPathComponent, options: parserOptions))
        } catch {
            return .failure(error)
        }
    }

    // MARK: Styles

    /// The classes of ``styleSheets``, read once.
    var sharedStyles: StyleSheet {
        if let cached = sharedStylesCache { return cached }
        var sheet = StyleSheet()
        for name in styleSheets {
            if case .success(let parsed) = styleSheet(from: name) { sheet.merge(parsed) }
        }
        sharedStylesCache = sheet
        return sheet
    }

    /// Reads `<?properties …?>` data: inline JSON, or the name of a `Name.json` style sheet.
    func styleSheet(from data: String) -> StyleSheetLookup {
        let text: String
        if data.hasPrefix("{") {
            text = data
        } else {
            guard let url = url(of: data, extension: "json", ownerType: nil), let contents = try? String(contentsOf: url, encoding: .utf8) else {
                return .failure(notFound("\(data).json", ownerType: nil))
            }
            text = contents
        }
        do {
            return .success(try StyleSheet.parse(json: text))
        } catch {
            return .failure(.compiling(.invalidInstruction(target: MarkupInstructionName.properties.rawValue, reason: error.reason)))
        }
    }
}
