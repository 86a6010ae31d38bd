/// Case 8: creating a label and releasing the previous one, with nothing bound: the allocations
/// and work every view costs, against a plain Swift class with the same stored text.
enum CreateLabel {
    @MainActor static func make(_ technology: Technology) -> any Workload {
        technology == .plain ? PlainCreateLabel() : KitCreateLabel()
    }
}

/// The view kit's label, made and released.
final class KitCreateLabel: Workload {
    var label: BoundLabel?
    var names = NameCycle()

    func run(_ count: Int) {
        for _ in 0..<count {
            let next = BoundLabel()
            next.text = names.next()
            label = next
        }
    }

    var labelTexts: [String?] { [label?.text] }
}

/// The plain class of case 7, made and released.
final class PlainCreateLabel: Workload {
    var label: PlainLabel?
    var names = NameCycle()

    func run(_ count: Int) {
        for _ in 0..<count {
            let next = PlainLabel()
            next.text = names.next()
            label = next
        }
    }

    var labelTexts: [String?] { [label?.text] }
}
