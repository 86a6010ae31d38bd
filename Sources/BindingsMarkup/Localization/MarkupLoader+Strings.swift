import Foundation

extension MarkupLoader {
    /// ``localizedStrings`` over the ``stringsTables`` found for an owner of class `ownerType`.
    func localizedStrings(ownerType: Any.Type?) -> LocalizedStrings {
        resourceTable(stringsTables, extension: "strings", ownerType: ownerType, inCode: localizedStrings, cache: \.stringsFiles, read: Self.readStrings(at:))
    }

    private static func readStrings(at url: URL) -> Result<[String: String], ResourceFileFailure> {
        let file = url.lastPathComponent
        func failure(_ position: SourcePosition, _ problem: MarkupDiagnostic.StringsProblem) -> Result<[String: String], ResourceFileFailure> {
            .failure(ResourceFileFailure(diagnostic: MarkupDiagnostic(file: file, position: position, kind: .localization(.malformedStrings(problem)))))
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
