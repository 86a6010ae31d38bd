import Testing

/// One row of ``BadInputTests``: an input, the owner it is built for, and what must come of it.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// How the input reaches the loader.
    enum Input: Sendable {
        /// Markup text, loaded with `template(source:file:)` as `Test.xml`.
        case source(String)
        /// Raw bytes written to `Bad.xml` in a temporary folder, loaded with `template(named:)`.
        case file([UInt8])
        /// A fixture document, loaded with `template(named:)`.
        case named(String)
    }

    /// The object the template is instantiated for.
    enum Owner: Sendable {
        case markupOwner
        case anyContent
        /// A label that is both the owner and the root the document applies to.
        case rootLabel
    }

    /// What to check when the input builds.
    enum AfterBuild: Sendable {
        case nothing
        case labelTextLength(Int)
        case boundToItself
        /// The binding diagnostics of `expression` after the owner's content becomes a model lacking the key.
        case runTime(expression: String, messages: [String])
    }

    let label: String
    let input: Input
    var owner = Owner.markupOwner
    /// Every diagnostic, rendered; `[]` when the input builds.
    let diagnostics: [String]
    var afterBuild = AfterBuild.nothing

    var testDescription: String { label }

    static let megabyte = 1 << 20
    static let xs = String(repeating: "x", count: 32)
    static let colorForms = "a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a)"
    static let deepNesting = String(repeating: "<ColumnView>", count: 10_000) + String(repeating: "</ColumnView>", count: 10_000)

    static let cases: [BadInput] = [
        BadInput(label: "malformed XML: unclosed tag", input: .source("<ColumnView>\n    <Label text=\"a\">\n"), diagnostics: [
            "Test.xml:3:1: error: unexpected end of file; expected '</Label>' to close the element at 2:5",
        ]),
        BadInput(label: "malformed XML: mismatched closing tag", input: .source("<ColumnView>\n    <Label text=\"a\">\n</ColumnView>"), diagnostics: [
            "Test.xml:3:1: error: expected '</Label>' to close the element at 2:5 but found '</ColumnView>'",
        ]),
        BadInput(label: "malformed XML: unquoted attribute", input: .source("<Label text=a/>"), diagnostics: [
            "Test.xml:1:13: error: unexpected character 'a'; expected a quoted value for attribute 'text'",
        ]),
        BadInput(label: "malformed XML: duplicate attribute", input: .source("<Label text=\"a\" text=\"b\"/>"), diagnostics: [
            "Test.xml:1:17: error: duplicate attribute 'text'; first defined at 1:8",
        ]),
        BadInput(label: "empty file", input: .file([]), diagnostics: [
            "Bad.xml:1:1: error: empty document; expected a root element",
        ]),
        BadInput(label: "text outside the root", input: .source("hello\n<Label/>"), diagnostics: [
            "Test.xml:1:1: error: unexpected text outside the root element",
        ]),
        BadInput(label: "unknown element, near a known one", input: .source("<ColumnView>\n    <UILable text=\"a\"/>\n</ColumnView>"), diagnostics: [
            "Test.xml:2:5: error: unknown element 'UILable'; did you mean 'UILabel'?",
        ]),
        BadInput(label: "unknown element, near nothing", input: .source("<ColumnView>\n    <Zebra/>\n</ColumnView>"), diagnostics: [
            "Test.xml:2:5: error: unknown element 'Zebra'",
        ]),
        BadInput(label: "unknown attribute, near a known one", input: .source("<Label txt=\"a\"/>"), diagnostics: [
            "Test.xml:1:8: error: unknown property 'txt' on Label; did you mean 'text'?",
        ]),
        BadInput(label: "unknown attribute, near nothing", input: .source("<Label zebra=\"a\"/>"), diagnostics: [
            "Test.xml:1:8: error: unknown property 'zebra' on Label",
        ]),
        BadInput(label: "dotted attribute, first key misspelt", input: .source("<UITableViewCell textLable.text=\"a\"/>"), diagnostics: [
            "Test.xml:1:18: error: unknown property 'textLable' on TableViewCell; did you mean 'textLabel'?",
        ]),
        BadInput(label: "binding on an unknown key", input: .source("<Label colour=\"$content.name\"/>"), diagnostics: [
            "Test.xml:1:8: error: unknown property 'colour' on Label",
        ]),
        BadInput(label: "binding on a dotted key, first key misspelt", input: .source("<UITableViewCell textLable.text=\"$content.name\"/>"), diagnostics: [
            "Test.xml:1:18: error: unknown property 'textLable' on TableViewCell; did you mean 'textLabel'?",
        ]),
        BadInput(label: "value that does not convert: weight", input: .source("<Label weight=\"heavy\"/>"), diagnostics: [
            "Test.xml:1:16: error: invalid value 'heavy' for property 'weight'; expected a number or nil",
        ]),
        BadInput(label: "value that does not convert: color", input: .source("<Label textColor=\"reddish\"/>"), diagnostics: [
            "Test.xml:1:19: error: invalid value 'reddish' for property 'textColor'; expected \(colorForms) (no color or image is named 'reddish')",
        ]),
        BadInput(label: "invalid UTF-8 in the file", input: .file(Array("<Label text=\"caf".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)), diagnostics: [
            "Bad.xml:1:17: error: invalid UTF-8 byte 0xC3",
        ]),
        BadInput(label: "10,000-deep nesting through the loader", input: .file(Array(deepNesting.utf8)), diagnostics: [
            "Bad.xml:1:6145: error: element nesting exceeds the maximum depth of 512",
        ]),
        BadInput(label: "1 MB label text", input: .source("<Label text=\"\(String(repeating: "x", count: megabyte))\"/>"),
                 diagnostics: [], afterBuild: .labelTextLength(megabyte)),
        // A value too long to quote whole is cut, with its length, so the message stays one readable line.
        BadInput(label: "1 MB number that does not convert", input: .source("<Label weight=\"\(String(repeating: "9x", count: megabyte / 2))\"/>"), diagnostics: [
            "Test.xml:1:16: error: invalid value '\(String(repeating: "9x", count: 16))…' (1048576 characters) for property 'weight'; expected a number or nil",
        ]),
        BadInput(label: "1 MB color that does not convert", input: .source("<Label textColor=\"\(String(repeating: "x", count: megabyte))\"/>"), diagnostics: [
            "Test.xml:1:19: error: invalid value '\(xs)…' (1048576 characters) for property 'textColor'; expected \(colorForms) (no color or image is named '\(xs)…' (1048576 characters))",
        ]),
        BadInput(label: "cyclic includes", input: .source("<ColumnView>\n    <?include CycleA?>\n</ColumnView>"), diagnostics: [
            "CycleB.xml:2:5: error: cyclic include: Test -> CycleA -> CycleB -> CycleA",
        ]),
        BadInput(label: "cyclic includes, loaded by name", input: .named("CycleA"), diagnostics: [
            "CycleB.xml:2:5: error: cyclic include: CycleA -> CycleB -> CycleA",
        ]),
        BadInput(label: "a document that includes itself", input: .file(Array("<ColumnView>\n    <?include Bad?>\n</ColumnView>".utf8)), diagnostics: [
            "Bad.xml:2:5: error: cyclic include: Bad -> Bad",
        ]),
        BadInput(label: "malformed expression", input: .source("<Label text=\"$content.(name\"/>"), diagnostics: [
            "Test.xml:1:23: error: invalid binding expression: expected a key path component but found '('",
        ]),
        BadInput(label: "unknown formatter", input: .source("<Label text=\"$content.phone::phnoe\"/>"), diagnostics: [
            "Test.xml:1:14: error: invalid binding expression: unknown formatter 'phnoe'; did you mean 'phone'?",
        ]),
        // Self-reference: the label is its own owner and binds its text both ways to its own text,
        // so every write is both the model change and the edit; it must settle, not loop.
        BadInput(label: "self-referential binding", input: .source("<Label text=\"$$text\"/>"), owner: .rootLabel,
                 diagnostics: [], afterBuild: .boundToItself),
        BadInput(label: "duplicate id", input: .source("<ColumnView>\n    <Label id=\"nameLabel\"/>\n    <Label id=\"nameLabel\"/>\n</ColumnView>"), diagnostics: [
            "Test.xml:3:16: error: duplicate id 'nameLabel'; first given at Test.xml:2:16",
        ]),
        BadInput(label: "unknown item attribute", input: .source("<LMPickerView>\n    <row titel=\"Small\"/>\n</LMPickerView>"), diagnostics: [
            "Test.xml:2:10: error: unknown property 'titel' on row; did you mean 'title'?",
            "Test.xml:2:5: error: '<row>' requires the attribute 'title'",
        ]),
        BadInput(label: "two-way item attribute", input: .source("<UISegmentedControl>\n    <segment title=\"$$name\"/>\n</UISegmentedControl>"), diagnostics: [
            "Test.xml:2:21: error: invalid value '$$name' for property 'title'; expected a literal, a localized value or a value read once ('$key'); items are not views to bind both ways",
        ]),
        BadInput(label: "item reading a key the owner lacks", input: .source("<UISegmentedControl>\n    <segment title=\"$serchText\"/>\n</UISegmentedControl>"), diagnostics: [
            "Test.xml:2:21: error: binding reads a key the owner lacks: MarkupOwner has no key 'serchText'; did you mean 'searchText'?",
        ]),
        BadInput(label: "item formatter with a bad argument", input: .source("<UISegmentedControl>\n    <segment title=\"$searchText::number;style=x\"/>\n</UISegmentedControl>"), diagnostics: [
            "Test.xml:2:21: error: invalid binding expression: formatter 'number' argument 'style' has invalid value 'x'; expected one of decimal, percent, currency, scientific, spellOut",
        ]),
        BadInput(label: "malformed item expression", input: .source("<UISegmentedControl>\n    <segment title=\"$a +\"/>\n</UISegmentedControl>"), diagnostics: [
            "Test.xml:2:25: error: invalid binding expression: expected an expression but found end of expression",
        ]),
        BadInput(label: "unknown system item", input: .source("<UITabBar>\n    <item type=\"favourites\"/>\n</UITabBar>"), diagnostics: [
            "Test.xml:2:17: error: invalid value 'favourites' for property 'type'; expected one of more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent or mostViewed (unknown name 'favourites' (did you mean 'favorites'?))",
        ]),
        BadInput(label: "item outside its container", input: .source("<LMColumnView>\n    <row title=\"Small\"/>\n</LMColumnView>"), diagnostics: [
            "Test.xml:2:5: error: unknown element 'row'",
        ]),
        BadInput(label: "empty component name", input: .source("<LMPickerView>\n    <?componentName?>\n</LMPickerView>"), diagnostics: [
            "Test.xml:2:5: error: invalid '<?componentName?>': expected a component name",
        ]),
        BadInput(label: "view inside an item", input: .source("<UITabBar>\n    <item title=\"A\"><UILabel/></item>\n</UITabBar>"), diagnostics: [
            "Test.xml:2:21: error: 'UILabel' cannot appear inside 'item'",
        ]),
        BadInput(label: "unknown anchor", input: .source("<LMAnchorView>\n    <UIView anchor=\"top, middle\"/>\n</LMAnchorView>"), diagnostics: [
            "Test.xml:2:21: error: invalid value 'top, middle' for property 'anchor'; expected none, all or space-separated names from top, bottom, left, right, leading, trailing, centerX, centerY, all and none (unknown name 'middle')",
        ]),
        BadInput(label: "unknown attribute on a scroll view", input: .source("<LMScrollView fitToWidht=\"true\"/>"), diagnostics: [
            "Test.xml:1:15: error: unknown property 'fitToWidht' on ScrollView; did you mean 'fitToWidth'?",
        ]),
        BadInput(label: "undefined key at run time", input: .source("<Label text=\"$content.nosuchkey\"/>"), owner: .anyContent,
                 diagnostics: [], afterBuild: .runTime(expression: "content.nosuchkey", messages: [
                     "Label.text = $content.nosuchkey: ContentModel has no key 'nosuchkey'",
                 ])),
    ]
}
