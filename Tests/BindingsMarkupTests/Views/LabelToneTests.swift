import BindingsMarkup
import Testing

extension Views {
    /// A label's tone: set from markup or bound, drawn in the tone's color instead of the label's
    /// own, and refused by name when it is no tone.
    @Suite("Label tone") @MainActor
    struct LabelToneTests {
        @Test func aToneReplacesTheTextColorUntilItIsPlainAgain() throws {
            let label = Label()
            label.textColor = .black
            #expect(label.tone == .plain && label.displayedTextColor == .black)
            try label.setValue("error", forKey: "tone")
            #expect(label.tone == .error && label.displayedTextColor == Color(red: 0.75, green: 0, blue: 0))
            try label.setValue("dim", forKey: "tone")
            #expect(label.displayedTextColor == Color(white: 0.5))
            try label.setValue("success", forKey: "tone")
            #expect(label.displayedTextColor == Color(red: 0.15, green: 0.55, blue: 0.2))
            try label.setValue("plain", forKey: "tone")
            #expect(label.displayedTextColor == .black)
        }

        @Test func aWordThatIsNoToneIsAnError() {
            let label = Label()
            #expect(throws: KeyValueError.self) { try label.setValue("loud", forKey: "tone") }
            #expect(label.tone == .plain)
        }
    }
}
