/// Case 7: setting a label's text with nothing bound to it, what every view property set costs,
/// against the floor: a plain Swift class whose `didSet` marks it for layout, as a view must.
enum SetLabel {
    @MainActor static func make(_ technology: Technology) -> any Workload {
        technology == .plain ? SetText<PlainLabel>() : SetText<BoundLabel>()
    }
}

/// A label with text, made with no arguments: the view kit's, or the plain class.
@MainActor
protocol TextLabel: AnyObject {
    init()
    var text: String? { get set }
}

extension BoundLabel: TextLabel {}

/// A stored property and a dirty flag: no observing runtime, no locks, no layout tree.
final class PlainLabel: TextLabel {
    var needsLayout = false
    var text: String? { didSet { needsLayout = true } }

    init() {}
}

/// Sets one label's text; nothing observes it but, for the view kit's, its own layout.
final class SetText<Label: TextLabel>: Workload {
    let label = Label()
    var names = NameCycle()

    func run(_ count: Int) {
        for _ in 0..<count { label.text = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}
