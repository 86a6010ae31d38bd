import Foundation

/// A resource file of named entries (a `.strings` file, a color table) that could not be read, as
/// the diagnostic that says where and why.
struct ResourceFileFailure: Error {
    let diagnostic: MarkupDiagnostic
}

/// The entries one compilation looks up by name (localized strings, named colors), and the
/// problems of the files read.
struct ResourceTable<Value> {
    var values: [String: Value]
    var problems: [MarkupDiagnostic]
}

/// The strings `@key` values look up.
typealias LocalizedStrings = ResourceTable<String>
/// The colors color attributes look up by name.
typealias NamedColors = ResourceTable<Color>

extension MarkupLoader {
    /// The entries of the first file found for an owner of class `ownerType` under each of
    /// `tables` with extension `fileExtension` (a table listed earlier winning), then those given
    /// in code over them. `read` reads one file; what it read is kept in `cache` by path, so each
    /// file is read once.
    func resourceTable<Value>(_ tables: [String], extension fileExtension: String, ownerType: Any.Type?, inCode: [String: Value],
                              cache: ReferenceWritableKeyPath<MarkupLoader, [String: Result<[String: Value], ResourceFileFailure>]>,
                              read: (URL) -> Result<[String: Value], ResourceFileFailure>) -> ResourceTable<Value> {
        var merged: [String: Value] = [:]
        var problems: [MarkupDiagnostic] = []
        for table in tables {
            guard let url = url(of: table, extension: fileExtension, ownerType: ownerType) else { continue }
            let file = self[keyPath: cache][url.path] ?? read(url)
            self[keyPath: cache][url.path] = file
            switch file {
            case .success(let values): merged.merge(values) { earlier, _ in earlier }
            case .failure(let failure): problems.append(failure.diagnostic)
            }
        }
        merged.merge(inCode) { _, code in code }
        return ResourceTable(values: merged, problems: problems)
    }
}
