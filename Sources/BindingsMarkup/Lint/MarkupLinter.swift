import Bindings
import Foundation

/// Checks markup documents without running the app: every problem the compiler finds (unknown
/// elements and attributes, values that do not convert, malformed expressions, unknown formatters,
/// includes that do not resolve or cycle, duplicate ids, misplaced table instructions) and, given the
/// owner the app builds a document for, every problem that depends on it (outlets, owner keys that
/// bindings read or two-way bindings write, actions, the owner's formatters), all in one run.
///
/// An app calls it from its own tests with its loader, so its registered view types and formatters
/// count, and with its owners:
///
/// ```swift
/// let linter = MarkupLinter(loader: AppResources.loader)
/// #expect(linter.lint(named: "PharmacyList", owner: controller).isEmpty)
/// ```
///
/// `swift run markup-lint PATH…` runs the same checks on files and folders.
@MainActor
public struct MarkupLinter {
    /// The loader documents are compiled with: its search directories resolve includes and style
    /// sheets, and its element types, formatters and localized strings are the app's.
    public let loader: MarkupLoader

    /// A linter compiling with `loader`.
    public init(loader: MarkupLoader = MarkupLoader()) {
        self.loader = loader
    }

    /// Every problem of the document text `source`, reported under `file`: errors and warnings, in
    /// document order, and then formatters the loader does not have (without an owner to bring them).
    public func lint(source: String, file: String) -> [MarkupDiagnostic] {
        let result = outcome { () throws(MarkupDiagnostics) in try loader.template(source: source, file: file) }
        return result.problems + (result.template?.formattersNotInTheLoader() ?? [])
    }

    /// Every problem of the document text `source` built for `owner`, in document order: the
    /// compiler's, warnings included, and what only `owner` can tell (outlets, keys that bindings
    /// read or two-way bindings write, actions, formatters), for what compiled when the rest did
    /// not too, as loading it for `owner` reports them. A `<root>` is of the owner's class when it
    /// is a view, as a cell's document is; otherwise of `root`, the class of the root view the
    /// owner supplies when it loads the document (a controller's column).
    public func lint(source: String, file: String, owner: some KeyValueCoding, root: View.Type? = nil) -> [MarkupDiagnostic] {
        let ownerType = type(of: owner)
        return loader.problems(of: MarkupLoader.documentName(ofFile: file), owner: owner, suppliesRoot: root != nil) { () throws(MarkupDiagnostics) in
            try loader.template(source: source, file: file, ownerType: ownerType, rootType: root)
        }
    }

    /// Every problem of the document `name` built for `owner`, in document order, found where
    /// the loader finds it when `owner` loads it (the owner's module included, see
    /// ``MarkupLoader/searchLocations(forOwner:)``) and checked as ``lint(source:file:owner:root:)`` does.
    public func lint(named name: String, owner: some KeyValueCoding, root: View.Type? = nil) -> [MarkupDiagnostic] {
        let ownerType = type(of: owner)
        return loader.problems(of: name, owner: owner, suppliesRoot: root != nil) { () throws(MarkupDiagnostics) in
            try loader.template(named: name, ownerType: ownerType, rootType: root)
        }
    }

    /// Every problem of the document at `url` (formatters the loader lacks included, as without an
    /// owner), with its diagnostics reported under `displayPath`
    /// (and those of documents it includes from the same folder under that folder's path). A
    /// `<root>` is of class `root`, the view the owner supplies (a cell's document is checked with
    /// its cell class), or a plain view without one; `ownerFormatters` are the names of formatters
    /// the owner provides (``FormatterProviding``), not reported as missing. Throws when the file
    /// cannot be read.
    public func lint(fileAt url: URL, displayPath: String, root: View.Type? = nil, ownerFormatters: Set<String> = []) throws -> [MarkupDiagnostic] {
        let data = try Data(contentsOf: url)
        let loader = MarkupLoader(searchDirectories: [url.deletingLastPathComponent()])
        // A document is checked against its own folder, not wherever the linter runs from.
        loader.searchesDefaultLocations = false
        loader.elementTypes = self.loader.elementTypes
        loader.formatters = self.loader.formatters
        loader.localizedStrings = self.loader.localizedStrings
        loader.stringsTables = self.loader.stringsTables
        loader.platform = self.loader.platform
        let name = url.lastPathComponent
        let folder = (displayPath as NSString).deletingLastPathComponent
        let result = outcome { () throws(MarkupDiagnostics) in
            try loader.template(source: String(decoding: data, as: UTF8.self), file: name, rootType: root)
        }
        let problems = result.problems + (result.template?.formattersNotInTheLoader(except: ownerFormatters) ?? [])
        return problems.map { problem in
            var located = problem
            if problem.file == name {
                located.file = displayPath
            } else if !folder.isEmpty {
                located.file = (folder as NSString).appendingPathComponent(problem.file)
            }
            return located
        }
    }

    private func outcome(_ compile: () throws(MarkupDiagnostics) -> MarkupTemplate) -> (template: MarkupTemplate?, problems: [MarkupDiagnostic]) {
        do {
            let template = try compile()
            return (template, template.warnings)
        } catch {
            return (nil, error.diagnostics)
        }
    }
}
