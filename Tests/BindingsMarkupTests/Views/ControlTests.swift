import BindingsMarkup
import Testing

extension Views {
    @Suite("Controls") @MainActor
    struct ControlTests {
        @Test func editingATextFieldNotifiesObserversOfText() throws {
            let field = TextField()
            field.text = "Bos"
            let seen = Recorded<String>()
            let token = try field.observe("text", options: [.old, .new]) { _, change in
                seen.append("\(change.oldValue as? String ?? "nil") -> \(change.newValue as? String ?? "nil")")
            }
            field.userDidEdit("Boston")
            field.userDidEdit("")
            #expect(seen.all == ["Bos -> Boston", "Boston -> "])
            #expect(field.text == "")
            token.invalidate()
        }

        @Test func buttonsCallTheirHandlersInOrder() throws {
            let button = Button()
            var calls: [String] = []
            button.addAction { calls.append("first") }
            button.addAction { calls.append("second") }
            button.userDidTap()
            button.userDidTap()
            #expect(calls == ["first", "second", "first", "second"])
            #expect(button.actionCount == 2)
            button.removeAllActions()
            #expect(button.actionCount == 0)
            button.userDidTap()
            #expect(calls == ["first", "second", "first", "second"])
        }

        @Test func togglingASwitchNotifiesObserversOfIsOnAndOn() throws {
            let toggle = Switch()
            let seen = Recorded<String>()
            let isOnToken = try toggle.observe("isOn", options: [.new]) { _, change in seen.append("isOn \(change.newValue as? Bool ?? false)") }
            let onToken = try toggle.observe("on", options: [.new]) { _, change in seen.append("on \(change.newValue as? Bool ?? false)") }
            toggle.userDidToggle()
            #expect(seen.all == ["isOn true", "on true"])
            #expect(toggle.on)
            isOnToken.invalidate()
            onToken.invalidate()
        }

        @Test(arguments: [
            ("Label", nil as Double?),
            ("Spacer", 1.0),
            ("LMSpacer", 1.0),
        ])
        func defaultWeights(type: String, weight: Double?) throws {
            #expect(try ViewTestSupport.make(type).weight == weight)
        }

        /// Content sizes of the controls, with no limit proposed (see each class for its rule).
        @Test(arguments: [
            ("UITextField", "text", "Boston", Size(width: 80, height: 20)),
            ("UITextField", "placeholder", "Search by city", Size(width: 128, height: 20)),
            ("UIButton", "title", "Call", Size(width: 64, height: 20)),
            ("UISwitch", "on", "true", Size(width: 40, height: 16)),
            ("UIImageView", "image", "phone_icon", Size(width: 16, height: 16)),
            ("UIImageView", "imageSize", "30 10", Size(width: 0, height: 0)),
            ("LMSpacer", "tag", "1", Size(width: 0, height: 0)),
        ])
        func contentSizes(type: String, key: String, text: String, size: Size) throws {
            let view = try ViewTestSupport.make(type)
            try view.setValue(text, forKey: key)
            #expect(view.intrinsicContentSize == size)
        }
    }
}
