import Bindings
@_spi(Testing) import BindingsMarkup
import BindingsTestSupport
import Testing

/// Formatters an owner brings (``FormatterProviding``) serve its markup bindings: looked up in the
/// owner's registry first, then in the loader's; a name neither has is reported when the template
/// is instantiated for that owner, before anything is built.
@MainActor @Suite(.checksLiveObjects) struct OwnerFormatterTests {
    @Test func anOwnersOwnFormatterFormatsBoundTextAndFollowsChanges() throws {
        let owner = FormattingNameOwner(formatters: .shouting())
        let label = try #require(try fixtureLoader().template(source: #"<Label text="$name::shout"/>"#, file: "Test.xml")
            .instantiate(owner: owner) as? Label)
        #expect(label.text == "ADA!")
        owner.name = "grace"
        #expect(label.text == "GRACE!")
    }

    /// One compiled template, two owners: the one without the formatter gets the loader's message,
    /// at its position, and nothing is built or bound for it.
    @Test func anOwnerWithoutTheFormatterIsToldAtInstantiation() throws {
        let template = try fixtureLoader().template(source: #"<Label text="$name::shout"/>"#, file: "Test.xml")
        let message = "Test.xml:1:14: error: invalid binding expression: unknown formatter 'shout'"
        try template.instantiate(owner: FormattingNameOwner(formatters: .shouting()))
        let owners: [any KeyValueCoding] = [NameOwner(), FormattingNameOwner(formatters: FormatterRegistry())]
        for owner in owners {
            let before = View.liveCount
            #expect(Self.diagnostics { () throws(MarkupDiagnostics) in try template.instantiate(owner: owner) } == [message])
            #expect(View.liveCount == before)
            #expect(owner.observerCount(forKey: "name") == 0)
        }
    }

    /// Owners of different classes take turns with one template: each gets its own formatter, or
    /// the loader's when its class brings none.
    @Test func ownersOfOtherClassesInTurnGetTheirOwnFormatters() throws {
        let registry = FormatterRegistry()
        registry.register("uppercase") { _ in Shout(mark: "?") }
        let template = try fixtureLoader().template(source: #"<Label text="$name::uppercase"/>"#, file: "Test.xml")
        let owners: [any KeyValueCoding] = [FormattingNameOwner(formatters: registry), NameOwner(), NameOwner(), FormattingNameOwner(formatters: registry)]
        let texts = try owners.map { owner in (try template.instantiate(owner: owner) as? Label)?.text }
        #expect(texts == ["ADA?", "ADA", "ADA", "ADA?"])
    }

    @Test func theOwnersFormatterComesBeforeTheLoaders() throws {
        let registry = FormatterRegistry()
        registry.register("uppercase") { _ in Shout(mark: "?") }
        let owner = FormattingNameOwner(formatters: registry)
        let label = try #require(try fixtureLoader().view(named: "Test", source: #"<Label text="$name::uppercase"/>"#, owner: owner) as? Label)
        #expect(label.text == "ADA?")
    }

    /// An owner's registry need not repeat the loader's formatters, built-in or registered by the app.
    @Test func theLoadersFormattersServeWhatTheOwnerLacks() throws {
        let loader = try fixtureLoader()
        loader.formatters = FormatterRegistry()
        loader.formatters.register("whisper") { _ in Whisper() }
        let owner = FormattingNameOwner(formatters: .shouting(builtIns: false))
        let root = try loader.view(named: "Test", source: """
            <ColumnView>
                <Label text="$name::uppercase"/>
                <Label text="$name::whisper"/>
                <Label text="$name::shout;mark=!!"/>
            </ColumnView>
            """, owner: owner)
        #expect(root.subviews.compactMap { ($0 as? Label)?.text } == ["ADA", "ada…", "ADA!!"])
    }

    @Test func anOwnersFormatterArgumentsAreCheckedAtInstantiation() throws {
        let template = try fixtureLoader().template(source: #"<Label text="$name::shout;volume=11"/>"#, file: "Test.xml")
        let owner = FormattingNameOwner(formatters: .shouting())
        #expect(Self.diagnostics { () throws(MarkupDiagnostics) in try template.instantiate(owner: owner) } == [
            "Test.xml:1:14: error: invalid binding expression: formatter 'shout' has no argument 'volume'",
        ])
    }

    /// Owners of one class in a row skip checking the loader's formatters again; a formatter
    /// registered meanwhile is checked: a replaced factory that rejects the arguments is reported.
    @Test func aFormatterRegisteredAgainIsCheckedAgain() throws {
        let loader = try fixtureLoader()
        // A registry of its own: the shared one serves every other test.
        loader.formatters = FormatterRegistry()
        loader.formatters.register("shout") { arguments throws(FormatterError) in Shout(mark: arguments["volume"] ?? "!") }
        let template = try loader.template(source: #"<Label text="$name::shout;volume=11"/>"#, file: "Test.xml")
        let texts = try (0..<3).map { _ in (try template.instantiate(owner: NameOwner()) as? Label)?.text }
        #expect(texts == ["ADA11", "ADA11", "ADA11"])
        loader.formatters.register("shout") { arguments throws(FormatterError) in
            if let other = arguments.keys.sorted().first { throw FormatterError(.unknownArgument(other, suggestion: nil)) }
            return Shout(mark: "!")
        }
        #expect(Self.diagnostics { () throws(MarkupDiagnostics) in try template.instantiate(owner: NameOwner()) } == [
            "Test.xml:1:14: error: invalid binding expression: formatter 'shout' has no argument 'volume'",
        ])
    }

    /// The rendered diagnostics `body` throws; `[]` when it does not throw.
    static func diagnostics(_ body: () throws(MarkupDiagnostics) -> Void) -> [String] {
        do {
            try body()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}

private extension MarkupLoader {
    /// Builds markup text for `owner`, as `view(named:owner:)` builds a document.
    func view(named name: String, source: String, owner: some KeyValueCoding) throws -> View {
        try template(source: source, file: "\(name).xml").instantiate(owner: owner)
    }
}

/// An owner with a name to bind and no formatters of its own.
@MainActor
final class NameOwner: KeyValueCoding {
    @Observed var name = "ada"
}

/// An owner with a name to bind that brings its own formatters.
@MainActor
final class FormattingNameOwner: KeyValueCoding, FormatterProviding {
    @Observed var name = "ada"
    nonisolated let formatterRegistry: FormatterRegistry

    init(formatters: FormatterRegistry) {
        formatterRegistry = formatters
    }
}

/// Upper-cases text and ends it with `mark`.
struct Shout: ValueFormatter {
    let mark: String

    func format(_ value: Any?) -> Any? {
        (value as? String).map { $0.uppercased() + mark }
    }
}

/// Lower-cases text and trails off.
struct Whisper: ValueFormatter {
    func format(_ value: Any?) -> Any? {
        (value as? String).map { $0.lowercased() + "…" }
    }
}

extension FormatterRegistry {
    /// A registry with `shout`, whose one argument is `mark` (default `!`), and the built-ins if asked.
    static func shouting(builtIns: Bool = true) -> FormatterRegistry {
        let registry = FormatterRegistry(registeringBuiltIns: builtIns)
        registry.register("shout") { arguments throws(FormatterError) in
            if let other = arguments.keys.sorted().first(where: { $0 != "mark" }) {
                throw FormatterError(.unknownArgument(other, suggestion: nil))
            }
            return Shout(mark: arguments["mark"] ?? "!")
        }
        return registry
    }
}
