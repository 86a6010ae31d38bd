import BindingsMarkup
import Foundation

/// `markup-lint`: parses and compiles every markup document it is given with the library's own
/// compiler and prints every problem in compiler form.
///
/// Exit status: 0 when every document is clean, 1 when any problem (an error or a warning) was
/// found, 2 for a usage or I/O error. Folders are searched recursively for `.xml` files, skipping hidden folders (`.build`,
/// `.git`) and those named in `--exclude`.
@MainActor
struct MarkupLintCommand {
    /// What the command printed, in order, and its exit status.
    struct Outcome: Equatable {
        var output: [String] = []
        var errors: [String] = []
        var status: Int32 = 0
    }

    nonisolated static let usage = """
        usage: markup-lint [--format text|json] [--root CLASS] [--formatter NAME]... [--exclude PATH]... PATH...
               markup-lint --schema

        Checks MarkupKit-format documents (files, or folders searched for .xml files) with the
        Bindings compiler and prints each problem as file:line:column: severity: message.
          --format json     one JSON array of {file, line, column, severity, message}
          --root CLASS      the class of the view the owner supplies for a <root> element, as
                            for a cell's document (LMTableViewCell); a plain view by default
          --formatter NAME  a formatter the owner provides (FormatterProviding, or MarkupKit's
                            formatterWithName:arguments:), not reported as unknown (repeatable)
          --exclude PATH    skip a file or folder (repeatable)
          --schema          print an XML Schema of every element and attribute, for xmllint and editors
        Exit status: 0 clean, 1 problems found (errors or warnings), 2 usage or I/O error.
        """

    enum Format: String {
        case text, json
    }

    static func run(_ arguments: [String]) -> Outcome {
        var outcome = Outcome()
        var format = Format.text
        var paths: [String] = []
        var excluded: [String] = []
        var rootName: String?
        var ownerFormatters: Set<String> = []
        var index = 0
        func fail(_ message: String) -> Outcome {
            outcome.errors.append("markup-lint: error: \(message)")
            outcome.status = 2
            return outcome
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                outcome.output.append(usage)
                return outcome
            case "--schema":
                outcome.output.append(MarkupSchema.xsd())
                return outcome
            case "--format", "--exclude", "--root", "--formatter":
                guard index + 1 < arguments.count else { return fail("\(argument) needs a value\n\(usage)") }
                let value = arguments[index + 1]
                if argument == "--exclude" {
                    excluded.append(standardized(value))
                } else if argument == "--root" {
                    rootName = value
                } else if argument == "--formatter" {
                    ownerFormatters.insert(value)
                } else {
                    guard let parsed = Format(rawValue: value) else { return fail("unknown format '\(value)'; expected text or json") }
                    format = parsed
                }
                index += 1
            default:
                guard !argument.hasPrefix("-") else { return fail("unknown option '\(argument)'\n\(usage)") }
                paths.append(argument)
            }
            index += 1
        }
        guard !paths.isEmpty else { return fail("no files or folders given\n\(usage)") }
        var documents: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return fail("no such file or folder: \(path)") }
            documents += isFolder.boolValue ? xmlFiles(in: path, excluding: excluded) : [path]
        }
        var problems: [MarkupDiagnostic] = []
        let linter = MarkupLinter()
        var root: View.Type?
        if let rootName {
            guard let type = linter.loader.elementTypes.type(named: rootName) else {
                return fail("unknown root class '\(rootName)'\(Suggestion.clause(Suggestion.closest(to: rootName, in: linter.loader.elementTypes.names)))")
            }
            root = type
        }
        for document in documents where !excluded.contains(standardized(document)) {
            do {
                problems += try linter.lint(fileAt: URL(fileURLWithPath: document), displayPath: document, root: root, ownerFormatters: ownerFormatters)
            } catch {
                return fail("cannot read \(document)")
            }
        }
        switch format {
        case .text: outcome.output += problems.map(\.description)
        case .json: outcome.output.append(json(problems))
        }
        outcome.status = problems.isEmpty ? 0 : 1
        return outcome
    }

    /// The `.xml` files under `folder`, sorted, skipping hidden and excluded folders.
    static func xmlFiles(in folder: String, excluding excluded: [String]) -> [String] {
        guard let children = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var files: [String] = []
        for child in children.sorted() where !child.hasPrefix(".") {
            let path = folder == "." ? child : (folder as NSString).appendingPathComponent(child)
            guard !excluded.contains(standardized(path)) else { continue }
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            if isFolder.boolValue {
                files += xmlFiles(in: path, excluding: excluded)
            } else if child.hasSuffix(".xml") {
                files.append(path)
            }
        }
        return files
    }

    static func standardized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }

    /// The problems as one JSON array, keys in a fixed order.
    static func json(_ problems: [MarkupDiagnostic]) -> String {
        func quoted(_ text: String) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\t": result += "\\t"
                case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        let entries = problems.map { problem in
            "  {\"file\": \(quoted(problem.file)), \"line\": \(problem.line), \"column\": \(problem.column), "
                + "\"severity\": \(quoted(problem.severity.rawValue)), \"message\": \(quoted(problem.message))}"
        }
        return entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n]"
    }
}
