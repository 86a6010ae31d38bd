/// An owner that markup's `onXxx` attributes may send actions to, by name.
@MainActor
public protocol MarkupActionTarget: AnyObject {
    /// The actions by name; each receives the view that sent it.
    var markupActions: [String: @MainActor (View) -> Void] { get }
}
