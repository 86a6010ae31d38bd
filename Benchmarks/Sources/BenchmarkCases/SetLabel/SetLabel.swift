/// Case 7: setting a label's text with nothing bound to it, what every view property set costs,
/// against the floor: a plain Swift class whose `didSet` marks it for layout, as a view must.
enum SetLabel {
    @MainActor static func make(_ technology: Technology) -> any Workload {
        technology == .plain ? PlainSetLabel() : KitSetLabel()
    }
}

/// The view kit's label, set directly; nothing observes it but its own layout.
final class KitSetLabel: Workload {
    let label = BoundLabel()
    var names = NameCycle()

    func run(_ count: Int) {
        for _ in 0..<count { label.text = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}

/// A stored property and a dirty flag: no observing runtime, no locks, no layout tree.
final class PlainLabel {
    var needsLayout = false
    var text: String? { didSet { needsLayout = true } }
}

final class PlainSetLabel: Workload {
    let label = PlainLabel()
    var names = NameCycle()

    func run(_ count: Int) {
        for _ in 0..<count { label.text = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}
