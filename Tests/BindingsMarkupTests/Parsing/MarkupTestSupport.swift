import Foundation
import Testing
@testable import BindingsMarkup

/// Shared helpers for the markup parser tests.
enum MarkupTestSupport {
    /// Parses a source string as UTF-8.
    static func parse(
        _ source: String, file: String = "Test.xml", options: MarkupParser.Options = MarkupParser.Options()
    ) -> MarkupParseResult {
        MarkupParser(options: options).parse(Array(source.utf8), file: file)
    }

    /// The rendered diagnostics of a parse.
    static func messages(
        _ source: String, file: String = "Test.xml", options: MarkupParser.Options = MarkupParser.Options()
    ) -> [String] {
        parse(source, file: file, options: options).diagnostics.map(\.description)
    }

    /// Parses a source that must be free of diagnostics.
    static func document(_ source: String, file: String = "Test.xml") throws -> MarkupDocument {
        try MarkupDocument(parsing: Array(source.utf8), file: file)
    }

    /// The bytes of a fixture shipped in the test bundle's `Fixtures` folder.
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    /// One line per element, indented by depth:
    /// `name@line:col attribute@line:col="value"@line:col ...`. Built with an explicit stack.
    static func outline(_ document: MarkupDocument) -> String {
        var lines: [String] = []
        var pending: [MarkupElement] = [document.root]
        while let element = pending.popLast() {
            var line = String(repeating: "  ", count: element.depth - 1) + "\(element.name)@\(element.position)"
            for attribute in element.attributes {
                line += " \(attribute.name)@\(attribute.namePosition)=\"\(attribute.value)\"@\(attribute.valuePosition)"
            }
            lines.append(line)
            pending.append(contentsOf: element.childElements.reversed())
        }
        return lines.joined(separator: "\n")
    }

    /// A one-line description of a child node with its positions.
    static func describe(_ node: MarkupNode) -> String {
        switch node {
        case .element(let element):
            return "<\(element.name)>@\(element.position)"
        case .processingInstruction(let instruction):
            let target = "<?\(instruction.target) \"\(instruction.data)\""
            return "\(target)@\(instruction.position) data@\(instruction.dataPosition)"
        case .text(let text):
            return "\(text.isCDATA ? "cdata" : "text") \"\(text.text)\"@\(text.position)"
        }
    }
}
