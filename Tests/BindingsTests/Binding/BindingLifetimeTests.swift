@_spi(Testing) import Bindings
import BindingsTestSupport
import Testing

/// A cell that owns its labels, as markup builds it: owner → views, bindings on the side.
final class OwningCell: KeyValueCoding, @unchecked Sendable {
    @Observed var content: [String: Any]? = nil
    @Observed var row: Pharmacy? = nil
    let name = FakeLabel()
    let phone = FakeLabel()

    init(path: String = "content") throws {
        try name.bind("text", to: self, "\(path).name")
        try phone.bind("text", to: self, "\(path).phone::phone")
    }
}

@Suite(.checksLiveObjects, .serialized) struct BindingLifetimeTests {
    @Test func releasingTheOwnerReleasesViewsAndBindings() throws {
        weak var cell: OwningCell?
        weak var label: FakeLabel?
        weak var binding: Binding?
        do {
            let owner = try OwningCell()
            owner.content = ["name": "CVS"]
            cell = owner
            label = owner.name
            binding = try owner.name.bind("isHidden", to: owner, "content.hidden")
            #expect(owner.name.text == "CVS")
        }
        #expect(cell == nil)
        #expect(label == nil)
        #expect(binding == nil)
    }

    @Test func releasingTheTargetReleasesTheBindingAndItsObservers() throws {
        let owner = FakeCell()
        weak var binding: Binding?
        do {
            let label = FakeLabel()
            binding = try label.bind("text", to: owner, "content.name")
            #expect(owner.observerCount(forKey: "content") == 1)
        }
        #expect(binding == nil)
        #expect(owner.observerCount(forKey: "content") == 0)
    }

    /// The suite runs alone under the live-object check, so the process-wide binding count moves
    /// only because of this test.
    @Test func reassigningContentNeverAddsBindingsOrObservers() throws {
        let cell = try OwningCell()
        let liveBindings = LiveCounters.bindings.value
        let counts = Recorder<String>()
        for index in 0..<100_000 {
            cell.content = ["name": "Pharmacy \(index)", "phone": "617227\(index % 10_000)"]
            if index.isMultiple(of: 25_000) {
                counts.append("observers \(cell.observerCount(forKey: "content")), bindings \(LiveCounters.bindings.value - liveBindings)")
            }
        }
        #expect(counts.all == Array(repeating: "observers 2, bindings 0", count: 4))
        #expect(cell.name.text == "Pharmacy 99999")
    }

    @Test func rebindingAReusedCellLeavesNoObserverOfThePreviousRow() throws {
        let cell = try OwningCell(path: "row")
        weak var previous: Pharmacy?
        do {
            let first = Pharmacy(name: "First")
            previous = first
            cell.row = first
            #expect(first.observerCount(forKey: "name") == 1)
        }
        let second = Pharmacy(name: "Second")
        cell.row = second
        #expect(previous == nil)
        #expect(second.observerCount(forKey: "name") == 1)
        second.name = "Second, renamed"
        #expect(cell.name.text == "Second, renamed")
    }

    @Test func unbindAndUnbindAllAreIdempotent() throws {
        let cell = FakeCell()
        let label = FakeLabel()
        let binding = try label.bind("text", to: cell, "content.name")
        try label.bind("textColor", to: cell, "content.color")
        label.unbindAll()
        label.unbindAll()
        binding.unbind()
        #expect(!binding.isActive)
        #expect(cell.observerCount(forKey: "content") == 0)
        cell.content = ["name": "ignored", "color": "red"]
        #expect(label.text == nil)
        #expect(label.textColor == "black")
    }
}
