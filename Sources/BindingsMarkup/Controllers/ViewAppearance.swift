/// Where a controller's view is in being shown, as UIKit tracks it for the appearance callbacks.
public enum ViewAppearance: Sendable, Hashable {
    /// Not shown (the state before the first appearance and after a disappearance).
    case disappeared
    /// Between ``ViewController/viewWillAppear(_:)`` and ``ViewController/viewDidAppear(_:)``.
    case appearing
    /// Shown.
    case appeared
    /// Between ``ViewController/viewWillDisappear(_:)`` and ``ViewController/viewDidDisappear(_:)``.
    case disappearing
}
