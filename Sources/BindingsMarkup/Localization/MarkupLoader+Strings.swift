import Foundation

/// A `.strings` file that could not be read, as the diagnostic that says where and why.
struct StringsFileFailure: Error {
    let diagnostic: MarkupDiagnostic
}

/// The strings `@key` values of one compilation look up, and the problems of the files read.
struct LocalizedStrings {
    var strings: [String: String]
    var problems: [MarkupDiagnostic]
}

extension MarkupLoader {
    /// ``localizedStrings`` over the ``stringsTables`` found for an owner of class `ownerType`.
    func localizedStrings(ownerType: Any.Type?) -> LocalizedStrings {
        var merged: [String: String] = [:]
        var problems: [MarkupDiagnostic] = []
        for table in stringsTables {
            guard let url = url(of: table, extension: "strings", ownerType: ownerType) else { continue }
            switch stringsFile(at: url) {
            case .success(let strings): merged.merge(strings) { earlier, _ in earlier }
            case .failure(let failure): problems.append(failure.diagnostic)
            }
        }
        merged.merge(localizedStrings) { _, code in code }
        return LocalizedStrings(strings: merged, problems: problems)
    }

    /// The entries of the file at `url`, read once.
    private func stringsFile(at url: URL) -> Result<[String: String], StringsFileFailure> {
        if let read = stringsFiles[url.path] { return read }
        let read = Self.readStrings(at: url)
        stringsFiles[url.path] = read
        return read
    }

    private static func readStrings(at url: URL) -> Result<[String: String], StringsFileFailure> {
        let file = url.lastPathComponent
        func failure(_ position: SourcePosition, _ problem: MarkupDiagnostic.StringsProblem) -> Result<[String: String], StringsFileFailure> {
            .failure(StringsFileFailure(diagnostic: MarkupDiagnostic(file: file, position: position, kind: .malformedStrings(problem))))
        }
        guard let data = try? Data(contentsOf: url), let text = decode(data) else {
            return failure(SourcePosition(line: 1, column: 1), .notText)
        }
        var parser = StringsFileParser(text)
        do {
            return .success(try parser.parse())
        } catch {
            return failure(error.position, error.problem)
        }
    }

    /// UTF-16 with a byte order mark (as Xcode long wrote them), else UTF-8.
    private static func decode(_ data: Data) -> String? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        return String(data: data, encoding: .utf8)
    }
}
