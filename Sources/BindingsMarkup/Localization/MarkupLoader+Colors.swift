import Foundation

/// A color table that could not be read, as the diagnostic that says which and why.
struct ColorTableFailure: Error {
    let diagnostic: MarkupDiagnostic
}

/// The colors color attributes of one compilation look up by name, and the problems of the
/// tables read.
struct NamedColors {
    var colors: [String: Color]
    var problems: [MarkupDiagnostic]
}

extension MarkupLoader {
    /// ``namedColors`` over the ``colorTables`` found for an owner of class `ownerType`.
    func namedColors(ownerType: Any.Type?) -> NamedColors {
        var merged: [String: Color] = [:]
        var problems: [MarkupDiagnostic] = []
        for table in colorTables {
            guard let url = url(of: table, extension: "plist", ownerType: ownerType) else { continue }
            switch colorFile(at: url) {
            case .success(let colors): merged.merge(colors) { earlier, _ in earlier }
            case .failure(let failure): problems.append(failure.diagnostic)
            }
        }
        merged.merge(namedColors) { _, code in code }
        return NamedColors(colors: merged, problems: problems)
    }

    /// The colors of the table at `url`, read once.
    private func colorFile(at url: URL) -> Result<[String: Color], ColorTableFailure> {
        if let read = colorFiles[url.path] { return read }
        let read = Self.readColors(at: url)
        colorFiles[url.path] = read
        return read
    }

    /// A property list of strings, each a color: the first problem found fails the table.
    private static func readColors(at url: URL) -> Result<[String: Color], ColorTableFailure> {
        func failure(_ problem: MarkupDiagnostic.ColorTableProblem) -> Result<[String: Color], ColorTableFailure> {
            .failure(ColorTableFailure(diagnostic: MarkupDiagnostic(file: url.lastPathComponent, line: 1, column: 1,
                                                                    kind: .malformedColorTable(problem))))
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
