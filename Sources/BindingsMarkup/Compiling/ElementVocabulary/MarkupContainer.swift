/// A view that takes the views of its child elements otherwise than as subviews: a table takes
/// cells as the rows of its current section. Other views add them as subviews.
@MainActor
public protocol MarkupContainer: AnyObject {
    /// Adds the view of a child element, in document order.
    func addMarkupChild(_ child: View)
}
