import Bindings

/// A message and a choice, presented over the screen: `UIAlertController`, as an alert (centred)
/// or an action sheet (a column of choices along the bottom).
///
/// ```swift
/// let alert = AlertController(title: "Missing fields", message: "Please enter your name.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "OK", style: .cancel))
/// controller.present(alert, animated: true)
/// ```
///
/// Choosing an action (``userDidChoose(_:)``, a click on its button in a toolkit) dismisses the
/// alert, then runs the action's handler. ``userDidCancel()`` is Escape: the cancel action, of
/// which an alert has at most one (a second is added as a default action). Text fields added
/// with ``addTextField(configurationHandler:)`` are ``TextField``s, read in the handlers.
///
/// Its view is built in code: the title, the message, the text fields and a button per action,
/// the ``preferredAction`` marked `▸` in the text picture. An alert covers its presenter without
/// hiding it (``ModalPresentationStyle/overFullScreen``), so the presenter hears no callbacks.
@MainActor
open class AlertController: ViewController {
    /// How the alert is shown.
    public enum Style: String, Sendable, Hashable {
        /// A box in the middle of the screen.
        case alert
        /// A column of choices along the bottom of the screen.
        case actionSheet
    }

    /// How the alert is shown.
    public let preferredStyle: Style
    /// The text under the title, or `nil` for none.
    @Observed public var message: String? = nil
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The text fields, in the order they were added.
    public private(set) var textFields: [TextField] = []
    /// The action Enter chooses, drawn emphasized; `nil` for none. Setting an action that is not
    /// among ``actions`` does nothing.
    public var preferredAction: AlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) { self.preferredAction = oldValue }
            if isViewLoaded { alertView?.update(for: self) }
        }
    }

    /// An alert titled `title` with `message`.
    public init(title: String?, message: String?, preferredStyle: Style, loader: MarkupLoader = .shared) {
        self.preferredStyle = preferredStyle
        super.init(loader: loader)
        self.title = title
        self.message = message
        modalPresentationStyle = .overFullScreen
    }

    /// The cancel action, or `nil`.
    public var cancelAction: AlertAction? {
        actions.first { $0.style == .cancel }
    }

    /// Adds `action` (a second cancel action as a default one, as an alert has one at most).
    public func addAction(_ action: AlertAction) {
        guard !actions.contains(where: { $0 === action }) else { return }
        let added = action.style == .cancel && cancelAction != nil
            ? AlertAction(title: action.title, style: .default, handler: action.handler) : action
        actions.append(added)
        if isViewLoaded { alertView?.update(for: self) }
    }

    /// Adds a text field, configured by `configurationHandler`; an alert's text fields only.
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = TextField()
        configurationHandler?(field)
        textFields.append(field)
        if isViewLoaded { alertView?.update(for: self) }
    }

    /// The user chose `action`: the alert is dismissed, then the action's handler runs. A disabled
    /// action, or one not among ``actions``, does nothing.
    public func userDidChoose(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }), !isBeingDismissed else { return }
        let handler = action.handler
        guard presentingViewController != nil else {
            handler?(action)
            return
        }
        dismiss(animated: true) { handler?(action) }
    }

    /// Escape: chooses the cancel action; an action sheet without one is dismissed. Returns
    /// whether anything happened (an alert without a cancel action waits for a choice).
    @discardableResult
    public func userDidCancel() -> Bool {
        if let cancelAction, cancelAction.isEnabled {
            userDidChoose(cancelAction)
            return true
        }
        guard preferredStyle == .actionSheet, presentingViewController != nil, !isBeingDismissed else { return false }
        dismiss(animated: true)
        return true
    }

    /// The actions in the order their buttons are shown: a cancel action first in a row of two
    /// (an alert's), last in a column.
    public var actionsInDisplayOrder: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancelAction else { return others }
        return actionsAreInARow ? [cancelAction] + others : others + [cancelAction]
    }

    /// Whether the buttons are side by side: an alert's two actions.
    public var actionsAreInARow: Bool {
        preferredStyle == .alert && actions.count == 2
    }

    /// The alert's box: title, message, text fields and buttons; no document is loaded.
    open override func loadView() throws(MarkupDiagnostics) -> View {
        let view = AlertView()
        view.update(for: self)
        return view
    }

    private var alertView: AlertView? { view as? AlertView }
}
