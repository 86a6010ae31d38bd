@testable import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// Markup and code parse an expression through one cache: a template's binding and a binding
/// made in code from the same source share one parse and, for the same classes and key, one plan.
@MainActor @Suite(.checksLiveObjects) struct SharedExpressionTests {
    @Test func markupAndCodeShareOneParseAndOnePlan() throws {
        let owner = MarkupOwner()
        owner.content = ["name": "Main Street Pharmacy"]
        let fromMarkup = try #require(try fixtureLoader().template(source: #"<UILabel text="$content.name ?? 'shared'"/>"#, file: "Test.xml")
            .instantiate(owner: owner) as? Label)
        let inCode = Label()
        try inCode.bind("text", to: owner, "content.name ?? 'shared'")
        let markupBinding = try #require(KeptBindings.binding(of: fromMarkup, key: "text"))
        let codeBinding = try #require(KeptBindings.binding(of: inCode, key: "text"))
        #expect(markupBinding.expression.sharesParse(with: codeBinding.expression))
        #expect(markupBinding.plan === codeBinding.plan)
        #expect([fromMarkup.text, inCode.text] == ["Main Street Pharmacy", "Main Street Pharmacy"])
        markupBinding.unbind()
        codeBinding.unbind()
    }
}
