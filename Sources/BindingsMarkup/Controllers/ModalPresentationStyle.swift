/// How a presented controller covers the one that presented it, with UIKit's names.
///
/// Only ``fullScreen`` hides the presenter: it hears `viewWillDisappear`/`viewDidDisappear` when
/// the presented controller appears and the appearing pair when it is dismissed. The others leave
/// the presenter shown around or under the presented one, and it hears nothing.
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// The style the host chooses: a sheet.
    case automatic
    /// A sheet over the presenter, which stays shown around it.
    case pageSheet
    /// A smaller sheet, centred over the presenter.
    case formSheet
    /// Covers the presenter, which disappears until the presented controller is dismissed.
    case fullScreen
    /// Covers the presenter, which stays shown under it.
    case overFullScreen

    /// Whether the presenter disappears while the presented controller is shown.
    var hidesPresenter: Bool { self == .fullScreen }
}
