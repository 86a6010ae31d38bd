import BindingsMarkup

/// The keys of an alert or action sheet shown in a terminal: arrows and Tab move the preferred
/// action (drawn `▸`), Enter chooses it, Escape chooses the cancel action.
@MainActor
public enum AlertKeys {
    /// Applies `key` to `alert`.
    public static func handle(_ key: Key, in alert: AlertController) {
        let actions = alert.actionsInDisplayOrder.filter(\.isEnabled)
        guard !actions.isEmpty else {
            if key == .escape { alert.userDidCancel() }
            return
        }
        let current = actions.firstIndex { $0 === alert.preferredAction }
        switch key {
        case .left, .up:
            alert.preferredAction = actions[((current ?? 0) + actions.count - 1) % actions.count]
        case .right, .down, .tab:
            alert.preferredAction = actions[current.map { ($0 + 1) % actions.count } ?? 0]
        case .enter:
            if let preferred = alert.preferredAction ?? actions.first { alert.userDidChoose(preferred) }
        case .escape:
            alert.userDidCancel()
        default:
            break
        }
    }
}
