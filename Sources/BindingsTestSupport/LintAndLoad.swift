import BindingsMarkup

/// What the linter and loading say of one document built for one owner, to show that they agree.
@MainActor
public enum LintAndLoad {
    /// The linter's problems of the document `name` for `owner` with `loader`, and those `load`
    /// throws (the app's own way of loading it for that owner), each in compiler form: two empty
    /// lists when the document builds.
    public static func diagnostics(of name: String, owner: some KeyValueCoding, loader: MarkupLoader,
                                   load: () throws -> Void) -> (lint: [String], load: [String]) {
        let lint = MarkupLinter(loader: loader).lint(named: name, owner: owner).map(\.description)
        do {
            try load()
            return (lint, [])
        } catch let error as MarkupDiagnostics {
            return (lint, error.diagnostics.map(\.description))
        } catch {
            return (lint, ["\(error)"])
        }
    }
}
