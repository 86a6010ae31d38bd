import Bindings

/// A one-line editable text: `UITextField` in MarkupKit documents.
///
/// ``userDidEdit(_:)`` stands for the user typing: it sets `text`, so observers of `text` (two-way
/// bindings) hear the edit exactly as they hear a change made in code. The `userDid…` methods send
/// UIKit's events: `EditingDidBegin`, `EditingChanged`, `EditingDidEndOnExit` and
/// `PrimaryActionTriggered` (the return key), `EditingDidEnd`. Changes made in code send none.
///
/// Its content size is one line of `font`, wide enough for its text or placeholder and never narrower
/// than ``minimumCharacters`` characters, plus one character on each side for the field's edges.
/// A ``leftView`` and a ``rightView`` show inside its edges, at their fitting sizes, as
/// ``leftViewMode`` and ``rightViewMode`` say; the text lies between them.
open class TextField: Control, TextEditingControl {
    /// The text, or `nil` for none.
    @Observed public var text: String? = nil
    /// The text shown while `text` is empty.
    @Observed public var placeholder: String? = nil
    /// The font; the default is System 16.
    @Observed public var font = Font.system()
    /// The text's color.
    @Observed public var textColor = Color.black
    /// How the text is aligned within the field.
    @Observed public var textAlignment = TextAlignment.natural
    /// Whether the text is hidden behind bullets, as a password's. Markup may spell it `secureTextEntry`.
    @Observed public var isSecureTextEntry = false
    /// The border the field draws; pictures draw every field outlined.
    @Observed public var borderStyle = TextBorderStyle.none
    /// When the clear button shows.
    @Observed public var clearButtonMode = TextFieldViewMode.never
    /// When the ``leftView`` shows.
    @Observed public var leftViewMode = TextFieldViewMode.never
    /// When the ``rightView`` shows.
    @Observed public var rightViewMode = TextFieldViewMode.never
    /// The keyboard a device would show.
    @Observed public var keyboardType = KeyboardType.default
    /// The return key's title on a device's keyboard.
    @Observed public var returnKeyType = ReturnKeyType.default
    /// When a device's keyboard shifts to capitals.
    @Observed public var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Whether a device corrects the text as it is typed.
    @Observed public var autocorrectionType = TextCheckingType.default
    /// Whether a device marks misspelt words.
    @Observed public var spellCheckingType = TextCheckingType.default

    /// The view inside the field's left edge, at its fitting size, shown as ``leftViewMode`` says
    /// (markup's `<?leftView?>`).
    public var leftView: View? {
        didSet { replaceSlotView(oldValue, with: leftView, at: 0) }
    }

    /// The view inside the field's right edge, likewise (markup's `<?rightView?>`).
    public var rightView: View? {
        didSet { replaceSlotView(oldValue, with: rightView, at: subviews.count) }
    }

    /// The control keys plus `secureTextEntry`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        textFieldComputedKeys
    }

    nonisolated private static let textFieldComputedKeys = Control.computedKeys.merging([
        "secureTextEntry": ComputedKey(\TextField.secureTextEntry, dependsOn: "isSecureTextEntry"),
    ]) { _, own in own }

    /// ``isSecureTextEntry`` under UIKit's markup name.
    nonisolated public var secureTextEntry: Bool {
        get { MainActor.assumeIsolated { isSecureTextEntry } }
        set { MainActor.assumeIsolated { isSecureTextEntry = newValue } }
    }

    /// The text as drawn: bullets for secure entry.
    public var shownText: String {
        let content = text ?? ""
        return isSecureTextEntry ? String(repeating: "•", count: content.count) : content
    }

    /// The least number of characters the field has room for.
    nonisolated public static let minimumCharacters = 8

    /// Adds `text`, `placeholder`, `font` and the side views' modes.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["text", "placeholder", "font", "leftViewMode", "rightViewMode"]
    }

    /// The editing events, `EditingDidEndOnExit` and `PrimaryActionTriggered`.
    nonisolated open override class var markupEvents: [ControlEvent] {
        super.markupEvents + [.editingDidEndOnExit, .primaryActionTriggered]
    }

    /// Simulates the return key while editing: sends `EditingDidEndOnExit`, then
    /// `PrimaryActionTriggered`; as in UIKit, a field with an `EditingDidEndOnExit` action then ends
    /// editing. Does nothing when the user is not editing, as there is no keyboard.
    public func userDidReturn() {
        guard isEnabled, isEditing else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if hasActions(for: .editingDidEndOnExit) { userDidEndEditing() }
    }

    /// Editing began or ended: side views shown only while editing, or only while not, change.
    override func editingDidChange() {
        guard leftView != nil || rightView != nil else { return }
        setNeedsLayout()
    }

    /// One line, as wide as the longest of text, placeholder and the minimum, plus the two edges
    /// and the side views shown, but no wider than proposed; as tall as the tallest of them.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        let metrics = TextMetrics(font: font)
        let characters = max(text?.count ?? 0, placeholder?.count ?? 0, Self.minimumCharacters) + 2
        let sides = [shownLeftView, shownRightView].compactMap { $0?.fittingSize(for: .unlimited) }
        let width = metrics.width(ofCharacters: characters) + sides.reduce(0) { $0 + $1.width }
        return Size(width: min(width, proposal.width), height: max(metrics.lineHeight, sides.map(\.height).max() ?? 0))
    }

    /// Places the side views shown inside the edges.
    open override func layoutSubviews() {
        layoutSideViews()
    }

    /// The baseline of its one line.
    open override func firstBaseline(in size: Size) -> Double? {
        TextMetrics(font: font).baseline
    }
}
