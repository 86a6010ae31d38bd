@_spi(Testing) import Bindings
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct BindingTests {
    static var pharmacy: [String: Any] { [
        "name": "Green Cross Pharmacy", "distance": 0.15821025961609, "phone": "6172273728",
        "address1": "393 Hanover Street", "city": "Boston", "state": "MA", "zipCode": "02108",
    ] }

    struct Case: Sendable, CustomTestStringConvertible {
        let expression: String
        let expected: String
        var testDescription: String { expression }
    }

    static let cases: [Case] = [
        Case(expression: "content.name", expected: "Green Cross Pharmacy"),
        Case(expression: "content.distance::number;format=%.2f miles", expected: "0.16 miles"),
        Case(expression: "content.phone::phone", expected: "(617) 227-3728"),
        Case(expression: "`{content.address1}\\n{content.city} {content.state} {content.zipCode}`",
             expected: "393 Hanover Street\nBoston MA 02108"),
        Case(expression: "content.fax::phone", expected: "nil"),
        Case(expression: "content.email ?? 'no email'", expected: "no email"),
        Case(expression: "content.name::uppercase", expected: "GREEN CROSS PHARMACY"),
    ]

    @Test(arguments: cases)
    func aBindingSetsTheTargetFromTheExpression(_ testCase: Case) throws {
        let cell = FakeCell()
        cell.content = Self.pharmacy
        let label = FakeLabel()
        try label.bind("text", to: cell, testCase.expression)
        #expect(render(label.text) == testCase.expected)
    }

    @Test func assigningNewContentUpdatesEveryBoundViewAndClearsMissingValues() throws {
        let cell = FakeCell()
        let name = FakeLabel(), phone = FakeLabel(), color = FakeLabel()
        try name.bind("text", to: cell, "content.name")
        try phone.bind("text", to: cell, "content.phone::phone")
        try color.bind("textColor", to: cell, "content.color")
        cell.content = ["name": "CVS", "phone": "6177427035", "color": "red"]
        #expect([name.text, phone.text, color.textColor] == ["CVS", "(617) 742-7035", "red"])
        cell.content = ["name": "Walgreens"]
        #expect(name.text == "Walgreens")
        #expect(phone.text == nil)
        #expect(color.textColor == "black")
    }

    /// Text into a `String` property, written typed: from a `String` property, from a row, and
    /// from numbers, which convert; what has no value sets the default the property had.
    @Test func aStringPropertyFollowsTextAndNumbersAndKeepsItsDefaultForNothing() throws {
        let model = SearchModel()
        let copy = SearchModel()
        try copy.bind("searchText", to: model, "searchText")
        model.searchText = "aspirin"
        #expect(copy.searchText == "aspirin")
        let cell = FakeCell()
        let label = FakeLabel()
        try label.bind("textColor", to: cell, "content.color")
        cell.content = ["color": "red"]
        #expect(label.textColor == "red")
        cell.content = ["color": 7]
        #expect(label.textColor == "7")
        cell.content = [:]
        #expect(label.textColor == "black")
        try copy.bind("searchText", to: model, "limit")
        #expect(copy.searchText == "10")
    }

    @Test func resultsAreConvertedToTheTargetPropertysType() throws {
        let cell = FakeCell()
        let label = FakeLabel()
        try label.bind("lines", to: cell, "content.lines")
        try label.bind("isHidden", to: cell, "content.hidden")
        cell.content = ["lines": "3", "hidden": "yes"]
        #expect(label.lines == 3)
        #expect(label.isHidden)
    }

    @Test func oneTimeBindingsSetOnceAndNeverFollow() throws {
        let model = SearchModel()
        model.searchText = "aspirin"
        let label = FakeLabel()
        let binding = try label.bind("text", to: model, "searchText", mode: .oneTime)
        model.searchText = "ibuprofen"
        #expect(label.text == "aspirin")
        #expect(!binding.isActive)
        #expect(model.observerCount(forKey: "searchText") == 0)
    }

    @Test func twoWayBindingsWriteEditsBackWithoutLoopOrEcho() throws {
        let model = SearchModel()
        let field = FakeLabel()
        let binding = try field.bind("text", to: model, "searchText", mode: .twoWay)
        let fieldSets = Recorder<String>(), modelSets = Recorder<String>()
        let fieldToken = try field.observe("text", options: .new) { _, change in fieldSets.append(render(change.newValue)) }
        let modelToken = try model.observe("searchText", options: .new) { _, change in modelSets.append(render(change.newValue)) }

        field.text = "asp"                     // the user types
        #expect(model.searchText == "asp")
        model.searchText = "aspirin"           // the model changes
        #expect(field.text == "aspirin")
        #expect(fieldSets.all == ["asp", "aspirin"])
        #expect(modelSets.all == ["asp", "aspirin"])
        withExtendedLifetime((binding, fieldToken, modelToken)) {}
    }

    @Test func twoWayNeedsAKeyPathAndAFormatterThatReadsBack() {
        #expect(throws: BindingError.twoWayNeedsKeyPath(source: "searchText + 1")) {
            try FakeLabel().bind("text", to: SearchModel(), "searchText + 1", mode: .twoWay)
        }
        #expect(throws: BindingError.twoWayFormatterCannotParse(source: "searchText::uppercase", formatter: "uppercase")) {
            try FakeLabel().bind("text", to: SearchModel(), "searchText::uppercase", mode: .twoWay)
        }
        #expect(BindingError.twoWayFormatterCannotParse(source: "searchText::uppercase", formatter: "uppercase").description
            == "a two-way binding needs a formatter that reads text back, such as number or date; 'uppercase' does not, in 'searchText::uppercase'")
    }

    static let bindErrors: [(key: String, expression: String, message: String)] = [
        ("txt", "searchText", "FakeLabel has no key 'txt'; did you mean 'text'?"),
        ("text", "serchText", "SearchModel has no key 'serchText'; did you mean 'searchText'?"),
        ("text", "searchText::numbr", "unknown formatter 'numbr'; did you mean 'number'?"),
        ("text", "searchText +", "invalid binding expression 'searchText +': expected an expression but found end of expression at offset 12"),
    ]

    @Test(arguments: bindErrors)
    func bindingErrorsAreExact(key: String, expression: String, message: String) {
        do {
            try FakeLabel().bind(key, to: SearchModel(), expression)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func formattersAreCreatedOnceAndReused() throws {
        let registry = FormatterRegistry()
        let cell = FakeCell()
        let expression = try BindingExpression(parsing: "content.distance::number;format=%.1f km")
        let labels = (0..<20).map { _ in FakeLabel() }
        for label in labels { _ = try Binding(label, "text", to: cell, expression, formatters: registry) }
        for index in 0..<1_000 { cell.content = ["distance": Double(index)] }
        #expect(labels.map(\.text) == Array(repeating: "999.0 km", count: 20))
        #expect(registry.factoryCallCount == 1)
    }

    @Test func ownersMaySupplyTheirFormatters() throws {
        let owner = FormattingOwner()
        let label = FakeLabel()
        try label.bind("text", to: owner, "value::shout")
        owner.value = "hello"
        #expect(label.text == "HELLO!")
    }

    @Test func runTimeFailuresSetTheDefaultAndAreReportedOnce() throws {
        let capture = DiagnosticCapture(expression: "row.nmae")
        let cell = FakeCell()
        let label = FakeLabel()
        label.text = "stale"
        cell.row = Pharmacy(name: "CVS")
        do {
            try label.bind("text", to: cell, "row.nmae")
            Issue.record("expected a bind-time error")
        } catch {
            #expect(error.description == "Pharmacy has no key 'nmae'; did you mean 'name'?")
        }
        // A key path valid when bound can fail later, when the path reaches another type.
        cell.row = nil
        try label.bind("text", to: cell, "row.nmae")
        cell.row = Pharmacy(name: "A")
        cell.row = Pharmacy(name: "B")
        #expect(label.text == nil)
        #expect(capture.all == ["FakeLabel.text = $row.nmae: Pharmacy has no key 'nmae'; did you mean 'name'?"])
    }

    @Test func valuesThatDoNotConvertSetTheDefaultAndAreReported() throws {
        let capture = DiagnosticCapture(expression: "content.lines")
        let cell = FakeCell()
        let label = FakeLabel()
        label.lines = 2
        try label.bind("lines", to: cell, "content.lines")
        cell.content = ["lines": "many"]
        #expect(label.lines == 2)
        #expect(capture.all == ["FakeLabel.lines = $content.lines: cannot set 'many' (String) for key 'lines' of FakeLabel; expected an integer"])
    }

    @Test func aTemplateReadingSeveralKeysIsAppliedOncePerChange() throws {
        let cell = FakeCell()
        let label = FakeLabel()
        try label.bind("text", to: cell, "`{content.address1}\\n{content.city} {content.state} {content.zipCode}`")
        let sets = Recorder<String>()
        let token = try label.observe("text", options: .new) { _, change in sets.append(render(change.newValue)) }
        cell.content = Self.pharmacy
        cell.content = ["address1": "263 Washington Street", "city": "Boston", "state": "MA", "zipCode": "02108"]
        #expect(sets.all == ["393 Hanover Street\nBoston MA 02108", "263 Washington Street\nBoston MA 02108"])
        token.invalidate()
    }
}
