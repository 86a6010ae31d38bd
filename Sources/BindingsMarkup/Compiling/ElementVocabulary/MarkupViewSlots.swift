/// A view that takes the views of some child elements into named places, its slots, rather than as
/// subviews: MarkupKit's view-placing processing instructions. Each slot is named by the
/// instruction that fills it, and the view element right after the instruction is the slot's view:
///
/// ```xml
/// <UITextField rightViewMode="always">
///     <?rightView?>
///     <UIImageView image="mail"/>
/// </UITextField>
/// ```
///
/// The compiler, the linter, the schema and the element catalog all read the slots from
/// ``markupViewSlots``, so adopting the protocol is the whole of teaching markup a new slot. The
/// compiler reports an instruction with no view after it, a view of a class the slot does not take,
/// and a slot's instruction inside a view that does not take it; the slot's view is built as any
/// other (its bindings bind to the owner, its `id` fills an outlet) and then handed to
/// ``setMarkupView(_:forSlot:)``, in document order.
///
/// ```swift
/// extension BadgeView: MarkupViewSlots {
///     nonisolated public static var markupViewSlots: [MarkupViewSlot] { [MarkupViewSlot("badge")] }
///     public func setMarkupView(_ view: View, forSlot slot: String) { badge = view }
/// }
/// ```
@MainActor
public protocol MarkupViewSlots: AnyObject {
    /// The slots the view takes, by the instruction that fills each.
    nonisolated static var markupViewSlots: [MarkupViewSlot] { get }
    /// Puts `view` in the slot named `slot`, one of ``markupViewSlots``; `view` is of the class
    /// the slot takes.
    func setMarkupView(_ view: View, forSlot slot: String)
}
