import Bindings

/// The box an ``AlertController`` shows headless: its title and message, bound to the alert, its
/// text fields, and, a line below, a button per action (side by side for an alert's two, else in
/// a column). Whole lines of text, with no padding above or below: the box drawn around it is the
/// padding, and the text picture has no half lines to round.
final class AlertView: ColumnView {
    let titleLabel = Label()
    let messageLabel = Label()
    private let buttons = RowView()
    private let buttonColumn = ColumnView()
    /// The actions shown, each with its button.
    private(set) var actionButtons: [(action: AlertAction, button: AlertActionButton)] = []
    private var fields: [TextField] = []

    required init() {
        super.init()
        layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            addSubview(label)
        }
        titleLabel.font = Font.system(weight: .bold)
        buttons.spacing = 8
        buttons.horizontalAlignment = .center
        for holder in [buttons, buttonColumn] { holder.spacingAround = EdgeInsets(top: TextMetrics(font: Font.system()).lineHeight, left: 0, bottom: 0, right: 0) }
        addSubview(buttons)
        addSubview(buttonColumn)
    }

    /// Shows `alert`'s title, message, fields and actions.
    func update(for alert: AlertController) {
        if titleLabel.binding(forKey: "text") == nil {
            _ = try? titleLabel.bind("text", to: alert, "title")
            _ = try? titleLabel.bind("isHidden", to: alert, "title eq nil")
            _ = try? messageLabel.bind("text", to: alert, "message")
            _ = try? messageLabel.bind("isHidden", to: alert, "message eq nil")
        }
        if fields.map(ObjectIdentifier.init) != alert.textFields.map(ObjectIdentifier.init) {
            fields.forEach { $0.removeFromSuperview() }
            fields = alert.textFields
            for (index, field) in fields.enumerated() { insertSubview(field, at: 2 + index) }
        }
        let ordered = alert.actionsInDisplayOrder
        if ordered.map(ObjectIdentifier.init) != actionButtons.map({ ObjectIdentifier($0.action) }) {
            actionButtons.forEach { $0.button.removeFromSuperview() }
            actionButtons = ordered.map { action in (action, AlertActionButton(action: action, alert: alert)) }
            let holder = alert.actionsAreInARow ? buttons : buttonColumn
            for entry in actionButtons { holder.addSubview(entry.button) }
        }
        buttons.isHidden = buttons.subviews.isEmpty
        buttonColumn.isHidden = buttonColumn.subviews.isEmpty
        for entry in actionButtons { entry.button.isPreferred = entry.action === alert.preferredAction }
    }

    /// The button that shows `action`, or `nil`.
    func button(for action: AlertAction) -> AlertActionButton? {
        actionButtons.first { $0.action === action }?.button
    }
}

/// An action's button: a tap chooses the action. Drawn `[ title ]`, the preferred action's
/// `[▸title ]` and bold, a destructive action's in the error color.
final class AlertActionButton: Control {
    private(set) weak var action: AlertAction?
    private weak var alert: AlertController?
    @Observed var title = ""
    var isPreferred = false {
        didSet { if oldValue != isPreferred { setNeedsLayout() } }
    }

    convenience init(action: AlertAction, alert: AlertController) {
        self.init()
        self.action = action
        self.alert = alert
        title = action.title ?? ""
        _ = try? bind("isEnabled", to: action, "isEnabled")
    }

    /// A tap: chooses the action, unless it is disabled.
    func userDidTap() {
        guard isEnabled, let alert, let action else { return }
        alert.userDidChoose(action)
    }

    var font: Font { Font.system(weight: isPreferred ? .bold : .regular) }

    nonisolated override class var layoutKeys: [String] {
        super.layoutKeys + ["title"]
    }

    override func sizeThatFits(_ proposal: Size) -> Size {
        let metrics = TextMetrics(font: font)
        return Size(width: metrics.width(ofCharacters: title.count + 4), height: metrics.lineHeight)
    }
}

extension AlertActionButton: TextDrawing, SVGDrawing {
    func draw(in canvas: inout TextCanvas) {
        let text = (isPreferred ? "[▸" : "[ ") + title + " ]"
        let color = action?.style == .destructive ? AlertActionButton.destructive : nil
        canvas.write(text, column: max(0, (canvas.columns - text.count) / 2), style: TextCanvas.Style(font: font, color: color))
    }

    func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(frame, stroke: SVGRenderer.accent, cornerRadius: 4)
        canvas.text(title, x: frame.midX, baseline: frame.minY + TextMetrics(font: font).baseline, font: font,
                    color: action?.style == .destructive ? AlertActionButton.destructive : SVGRenderer.accent, anchor: .middle)
    }

    static let destructive = Color(red: 0.75, green: 0, blue: 0)
}
