/// Case 8: creating a label and releasing the previous one, with nothing bound: the allocations
/// and work every view costs, against a plain Swift class with the same stored text.
enum CreateLabel {
    @MainActor static func make(_ technology: Technology) -> any Workload {
        technology == .plain ? CreateText<PlainLabel>() : CreateText<BoundLabel>()
    }
}

/// Makes a label, sets its text and releases the previous one.
final class CreateText<Label: TextLabel>: Workload {
    var label: Label?
    var names = NameCycle()

    func run(_ count: Int) {
        for _ in 0..<count {
            let next = Label()
            next.text = names.next()
            label = next
        }
    }

    var labelTexts: [String?] { [label?.text] }
}
