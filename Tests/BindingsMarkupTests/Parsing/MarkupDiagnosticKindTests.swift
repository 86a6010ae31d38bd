import BindingsTestSupport
import Testing
@testable import BindingsMarkup

@Suite("Markup diagnostic wording", .checksLiveObjects)
struct MarkupDiagnosticKindTests {
    static let messages: [(MarkupDiagnostic.Kind, String)] = [
        (.unknownProperty(name: "txt", type: "Label", suggestion: "text"),
         "unknown property 'txt' on Label; did you mean 'text'?"),
        (.unknownProperty(name: "zzz", type: "Label", suggestion: nil), "unknown property 'zzz' on Label"),
        (.unsupportedProperty(name: "style", type: "TableView"), "'style' on TableView is not supported yet and is ignored"),
        (.unknownElement(name: "UILable", suggestion: "UILabel"), "unknown element 'UILable'; did you mean 'UILabel'?"),
        (.unknownElement(name: "Foo", suggestion: nil), "unknown element 'Foo'"),
        (.unavailableElement(name: "MKMapView", framework: "MapKit"), "'MKMapView' (MapKit) is not available in the view kit"),
        (.rootWithoutView, "'<root>' applies to an existing view; load the document with one as its root"),
        (.rootViewMismatch(expected: "TableViewCell", found: "View"), "'<root>' applies to a TableViewCell; the root view given is a View"),
        (.invalidValue(property: "numberOfLines", value: "many", expected: "an integer"),
         "invalid value 'many' for property 'numberOfLines'; expected an integer"),
        (.invalidExpression(message: "expected ')'"), "invalid binding expression: expected ')'"),
        (.missingOutlet(name: "nameLabel", owner: "PharmacyCell", suggestion: nil), "PharmacyCell has no outlet 'nameLabel'"),
        (.missingOutlet(name: "nameLabl", owner: "PharmacyCell", suggestion: "nameLabel"), "PharmacyCell has no outlet 'nameLabl'; did you mean 'nameLabel'?"),
        (.cyclicInclude(chain: ["A.xml", "B.xml", "A.xml"]), "cyclic include: A.xml -> B.xml -> A.xml"),
        (.unexpectedEndOfFile(expected: .token(">")), "unexpected end of file; expected '>'"),
        (.unexpectedCharacter(found: "\n", expected: .token(">")), "unexpected character '\\n'; expected '>'"),
        (.unexpectedCharacter(found: "\u{7}", expected: .elementName),
         "unexpected character U+0007; expected an element name"),
        (.unexpectedCharacter(found: "'", expected: .token("=")), "unexpected character \"'\"; expected '='"),
        (.invalidUTF8(byte: 0x0F), "invalid UTF-8 byte 0x0F"),
    ]

    @Test("Messages", arguments: messages)
    func message(_ kind: MarkupDiagnostic.Kind, _ expected: String) {
        #expect(kind.message == expected)
    }

    @Test("Rendering in compiler form")
    func rendering() {
        let error = MarkupDiagnostic(
            file: "PharmacyCell.xml", line: 12, column: 5, kind: .unexpectedEndOfFile(expected: .token(">"))
        )
        #expect(error.description == "PharmacyCell.xml:12:5: error: unexpected end of file; expected '>'")
        #expect(error.position == SourcePosition(line: 12, column: 5))
        let warning = MarkupDiagnostic(
            file: "CustomCell.xml", position: SourcePosition(line: 4, column: 36), severity: .warning,
            kind: .unknownProperty(name: "txt", type: "Label", suggestion: "text")
        )
        #expect(
            warning.description == "CustomCell.xml:4:36: warning: unknown property 'txt' on Label; did you mean 'text'?"
        )
        let all = MarkupDiagnostics([error, warning])
        #expect(all.description == """
            PharmacyCell.xml:12:5: error: unexpected end of file; expected '>'
            CustomCell.xml:4:36: warning: unknown property 'txt' on Label; did you mean 'text'?
            """)
        #expect(all.containsErrors)
        #expect(!MarkupDiagnostics([warning]).containsErrors)
    }
}
