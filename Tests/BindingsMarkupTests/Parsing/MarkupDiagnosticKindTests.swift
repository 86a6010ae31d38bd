import BindingsTestSupport
import Testing
@testable import BindingsMarkup

@Suite("Markup diagnostic wording", .checksLiveObjects)
struct MarkupDiagnosticKindTests {
    static let messages: [(MarkupDiagnostic.Kind, String)] = [
        (.compiling(.unknownProperty(name: "txt", type: "Label", suggestion: "text")),
         "unknown property 'txt' on Label; did you mean 'text'?"),
        (.compiling(.unknownProperty(name: "zzz", type: "Label", suggestion: nil)), "unknown property 'zzz' on Label"),
        (.compiling(.unsupportedProperty(name: "style", type: "TableView")), "'style' on TableView is not supported yet and is ignored"),
        (.compiling(.unknownElement(name: "UILable", suggestion: "UILabel")), "unknown element 'UILable'; did you mean 'UILabel'?"),
        (.compiling(.unknownElement(name: "Foo", suggestion: nil)), "unknown element 'Foo'"),
        (.compiling(.unavailableElement(name: "SCNView", framework: "SceneKit")), "'SCNView' (SceneKit) is not available in the view kit"),
        (.owner(.rootWithoutView), "'<root>' applies to an existing view; load the document with one as its root"),
        (.owner(.rootViewMismatch(expected: "TableViewCell", found: "View")), "'<root>' applies to a TableViewCell; the root view given is a View"),
        (.compiling(.invalidValue(property: "numberOfLines", value: "many", expected: "an integer")),
         "invalid value 'many' for property 'numberOfLines'; expected an integer"),
        (.compiling(.invalidExpression(.binding(.twoWayNeedsKeyPath(source: "a + b")))),
         "invalid binding expression: a two-way binding needs a single key path, not 'a + b'"),
        (.owner(.unknownOwnerKey(.unknownKey(type: "Owner", key: "nmae", suggestion: "name"))),
         "binding reads a key the owner lacks: Owner has no key 'nmae'; did you mean 'name'?"),
        (.owner(.missingOutlet(name: "nameLabel", owner: "PharmacyCell", suggestion: nil)), "PharmacyCell has no outlet 'nameLabel'"),
        (.owner(.missingOutlet(name: "nameLabl", owner: "PharmacyCell", suggestion: "nameLabel")), "PharmacyCell has no outlet 'nameLabl'; did you mean 'nameLabel'?"),
        (.compiling(.cyclicInclude(chain: ["A.xml", "B.xml", "A.xml"])), "cyclic include: A.xml -> B.xml -> A.xml"),
        (.parsing(.unexpectedEndOfFile(expected: .token(">"))), "unexpected end of file; expected '>'"),
        (.parsing(.unexpectedCharacter(found: "\n", expected: .token(">"))), "unexpected character '\\n'; expected '>'"),
        (.parsing(.unexpectedCharacter(found: "\u{7}", expected: .elementName)),
         "unexpected character U+0007; expected an element name"),
        (.parsing(.unexpectedCharacter(found: "'", expected: .token("="))), "unexpected character \"'\"; expected '='"),
        (.parsing(.invalidUTF8(byte: 0x0F)), "invalid UTF-8 byte 0x0F"),
    ]

    @Test("Messages", arguments: messages)
    func message(_ kind: MarkupDiagnostic.Kind, _ expected: String) {
        #expect(kind.message == expected)
    }

    @Test("Rendering in compiler form")
    func rendering() {
        let error = MarkupDiagnostic(
            file: "PharmacyCell.xml", line: 12, column: 5, kind: .parsing(.unexpectedEndOfFile(expected: .token(">")))
        )
        #expect(error.description == "PharmacyCell.xml:12:5: error: unexpected end of file; expected '>'")
        #expect(error.position == SourcePosition(line: 12, column: 5))
        let warning = MarkupDiagnostic(
            file: "CustomCell.xml", position: SourcePosition(line: 4, column: 36), severity: .warning,
            kind: .compiling(.unknownProperty(name: "txt", type: "Label", suggestion: "text"))
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
