import Foundation

extension MarkupLoader {
    /// ``namedColors`` over the ``colorTables`` found for an owner of class `ownerType`.
    func namedColors(ownerType: Any.Type?) -> NamedColors {
        resourceTable(colorTables, extension: "plist", ownerType: ownerType, inCode: namedColors, cache: \.colorFiles, read: Self.readColors(at:))
    }

    /// A property list of strings, each a color: the first problem found fails the table.
    private static func readColors(at url: URL) -> Result<[String: Color], ResourceFileFailure> {
        func failure(_ problem: MarkupDiagnostic.ColorTableProblem) -> Result<[String: Color], ResourceFileFailure> {
            .failure(ResourceFileFailure(diagnostic: MarkupDiagnostic(file: url.lastPathComponent, line: 1, column: 1,
                                                                    kind: .localization(.malformedColorTable(problem)))))
        }
        guard let data = try? Data(contentsOf: url),
              let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return failure(.notADictionary)
        }
        var colors: [String: Color] = [:]
        for (name, value) in table.sorted(by: { $0.key < $1.key }) {
            guard let text = value as? String, let color = try? Color(parsing: text) else {
                return failure(.notAColor(name: name, value: (value as? String) ?? String(describing: type(of: value))))
            }
            colors[name] = color
        }
        return .success(colors)
    }
}
