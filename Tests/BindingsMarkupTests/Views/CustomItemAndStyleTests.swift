import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// An app's own view that takes item elements and an instruction from markup, as a picker does:
/// `<band from="0" to="50" color="green"/>` ranges and `<?unit km/h?>`.
final class Gauge: View, MarkupItemContainer {
    /// One colored range of the scale.
    struct Band: Equatable {
        var from: Double
        var to: Double
        var color: Color?
    }

    /// The bands markup gave it, in order.
    private(set) var bands: [Band] = []
    /// The unit the scale reads in.
    private(set) var unit: String?

    static let markupItemKinds = [MarkupItemKind("band", attributes: ["from", "to", "color"], required: ["from", "to"])]
    static let markupInstructionTargets = ["unit"]

    func addMarkupItem(_ item: MarkupItem) throws(MarkupItemFailure) {
        bands.append(Band(from: try Self.converted(item, "from"), to: try Self.converted(item, "to"),
                          color: item["color"] == nil ? nil : try Self.converted(item, "color", as: Color.self)))
    }

    func applyMarkupInstruction(_ target: String, data: String) throws(MarkupItemFailure) {
        guard !data.isEmpty else { throw MarkupItemFailure(attribute: "", value: data, expected: "a unit such as km/h") }
        unit = data
    }

    /// The item's attribute `name` as a `Value`, or the failure naming the attribute.
    private static func converted<Value: KeyValueConvertible>(_ item: MarkupItem, _ name: String, as type: Value.Type = Double.self)
        throws(MarkupItemFailure) -> Value {
        let text = item[name] ?? ""
        do {
            return try Value.convert(fromKeyValue: text)
        } catch {
            throw MarkupItemFailure(attribute: name, value: text, error)
        }
    }
}

/// How a card is drawn; chosen when it is created.
enum CardStyle: String, NamedEnumeration {
    case plain, raised, outlined
}

/// An app's own view that markup creates in a style (`style="raised"`), as UIKit creates a table
/// view or a button, before any other attribute is set.
final class Card: View, MarkupStyleCreatable {
    @Observed var title: String? = nil
    /// The style it was created in.
    private(set) var cardStyle = CardStyle.plain

    static let markupStyleNames = CardStyle.allCases.map(\.rawValue)

    static func make(markupStyle: String) throws(KeyValueConversionFailure) -> Self {
        let card = Self()
        card.cardStyle = try CardStyle(parsing: markupStyle)
        return card
    }
}

/// Views registered by an app take item elements, instructions and a creation style from markup
/// through the kit's protocols, with the same checks and diagnostics as the kit's own views.
@MainActor @Suite(.checksLiveObjects) struct CustomItemAndStyleTests {
    /// A loader that knows `Gauge` and `Card`, as an app registers its views.
    func loader() -> MarkupLoader {
        let loader = MarkupLoader()
        loader.elementTypes.register(Gauge.self, as: "Gauge")
        loader.elementTypes.register(Card.self, as: "Card")
        return loader
    }

    /// The rendered diagnostics of loading and building `source`; `[]` when it built.
    func diagnostics(_ source: String) -> [String] {
        do {
            _ = try loader().template(source: source, file: "App.xml").instantiate(owner: MarkupOwner())
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func aGaugeTakesItsBandsAndUnitInDocumentOrder() throws {
        let source = """
            <Gauge>
                <?unit km/h?>
                <band from="0" to="50" color="green"/>
                <band from="50" to="120"/>
            </Gauge>
            """
        let gauge = try #require(try loader().template(source: source, file: "App.xml").instantiate(owner: MarkupOwner()) as? Gauge)
        #expect(gauge.bands == [Gauge.Band(from: 0, to: 50, color: .green), Gauge.Band(from: 50, to: 120, color: nil)])
        #expect(gauge.unit == "km/h")
    }

    @Test(arguments: [
        ("<Gauge>\n    <bnad from=\"0\" to=\"1\"/>\n</Gauge>", "App.xml:2:5: error: unknown element 'bnad'; did you mean 'band'?"),
        ("<Gauge>\n    <band from=\"0\" to=\"fast\"/>\n</Gauge>", "App.xml:2:24: error: invalid value 'fast' for property 'to'; expected a number"),
        ("<Gauge>\n    <band from=\"0\" to=\"1\" color=\"greem\"/>\n</Gauge>",
         "App.xml:2:34: error: invalid value 'greem' for property 'color'; expected a color: a name, #RRGGBB, #RRGGBBAA, rgb(r,g,b), "
            + "rgba(r,g,b,a) or color(srgb r g b / a) (unknown name 'greem' (did you mean 'green'?))"),
        ("<Gauge>\n    <?unit?>\n</Gauge>", "App.xml:2:5: error: invalid '<?unit?>': expected a unit such as km/h"),
        ("<Card>\n    <band from=\"0\" to=\"1\"/>\n</Card>", "App.xml:2:5: error: unknown element 'band'"),
    ])
    func aBadItemIsReportedWhereItIs(source: String, message: String) {
        #expect(diagnostics(source) == [message])
    }

    @Test func anUnknownInstructionIsAWarningNamingTheOneTheViewTakes() throws {
        let template = try loader().template(source: "<Gauge>\n    <?unti km/h?>\n</Gauge>", file: "App.xml")
        #expect(template.warnings.map(\.description) == ["App.xml:2:5: warning: unknown processing instruction '<?unti?>' is ignored; did you mean 'unit'?"])
        let gauge = try #require(try template.instantiate(owner: MarkupOwner()) as? Gauge)
        #expect(gauge.unit == nil)
    }

    @Test func anItemMissingAnAttributeItRequiresIsReported() {
        #expect(diagnostics("<Gauge>\n    <band from=\"0\" too=\"1\"/>\n</Gauge>") == [
            "App.xml:2:20: error: unknown property 'too' on band; did you mean 'to'?",
            "App.xml:2:5: error: '<band>' requires the attribute 'to'",
        ])
    }

    @Test func aCardIsCreatedInItsStyleWhateverTheAttributesOrder() throws {
        let card = try #require(try loader().template(source: #"<Card title="Offers" style="raised"/>"#, file: "App.xml")
            .instantiate(owner: MarkupOwner()) as? Card)
        #expect(card.cardStyle == .raised)
        #expect(card.title == "Offers")
        let plain = try #require(try loader().template(source: #"<Card/>"#, file: "App.xml").instantiate(owner: MarkupOwner()) as? Card)
        #expect(plain.cardStyle == .plain)
    }

    @Test func anUnknownStyleIsReportedWithTheNearestName() {
        #expect(diagnostics(#"<Card style="rased"/>"#) == [
            "App.xml:1:14: error: invalid value 'rased' for property 'style'; expected one of plain, raised or outlined "
                + "(unknown name 'rased' (did you mean 'raised'?))",
        ])
    }

    @Test func aViewThatTakesNoStyleReportsTheAttribute() {
        #expect(diagnostics(#"<Gauge style="raised"/>"#) == ["App.xml:1:8: error: unknown property 'style' on Gauge"])
    }
}
