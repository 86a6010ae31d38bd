import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

extension Layout {
    /// A change re-measures and re-lays out only the views whose size or position it can affect.
    @Suite("Re-layout") @MainActor
    struct RelayoutTests {
        /// The pharmacy cell's views by outlet-like names.
        static func named(_ cell: RenderFixtures.PharmacyCell) -> [String: View] {
            [
                "root": cell.root, "nameRow": cell.nameRow, "nameLabel": cell.nameLabel,
                "distanceLabel": cell.distanceLabel, "addressLabel": cell.addressLabel,
                "contactColumn": cell.contactColumn, "phoneRow": cell.contactRows[0], "faxRow": cell.contactRows[1],
                "emailRow": cell.contactRows[2], "phoneIcon": cell.icons[0], "faxIcon": cell.icons[1],
                "emailIcon": cell.icons[2], "phoneLabel": cell.phoneLabel, "faxLabel": cell.faxLabel,
                "emailLabel": cell.emailLabel,
            ]
        }

        /// Measurements and layout passes of each view, as `measured/laidOut`.
        static func counters(_ views: [String: View]) -> [String: String] {
            views.mapValues { "\($0.measurementCount)/\($0.layoutPassCount)" }
        }

        /// The change in each counter since `before`, leaving out views where nothing happened.
        static func work(since before: [String: String], _ views: [String: View]) -> [String: String] {
            var result: [String: String] = [:]
            for (name, view) in views {
                let old = (before[name] ?? "0/0").split(separator: "/").compactMap { Int($0) }
                let measured = view.measurementCount - old[0]
                let laidOut = view.layoutPassCount - old[1]
                if measured != 0 || laidOut != 0 { result[name] = "\(measured)/\(laidOut)" }
            }
            return result
        }

        struct Change: Sendable, CustomTestStringConvertible {
            var name: String
            var apply: @MainActor @Sendable (RenderFixtures.PharmacyCell) throws -> Void
            var dirty: Set<String>
            var work: [String: String]
            var testDescription: String { name }
        }

        nonisolated static let changes: [Change] = [
            Change(name: "distance text: its row and the root", apply: { $0.distanceLabel.text = "12.50 miles" },
                   dirty: ["root", "nameRow", "distanceLabel"],
                   work: ["root": "0/1", "nameRow": "1/1", "nameLabel": "1/1", "distanceLabel": "1/1"]),
            Change(name: "text color: nothing", apply: { $0.distanceLabel.textColor = .red }, dirty: [], work: [:]),
            Change(name: "fax row hidden: its column and the root", apply: { $0.contactRows[1].isHidden = true },
                   dirty: ["root", "contactColumn", "faxRow"],
                   work: ["root": "0/1", "contactColumn": "1/1"]),
            Change(name: "phone label font: its row, its column and the root",
                   apply: { try $0.phoneLabel.setValue("System 14", forKey: "font") },
                   dirty: ["root", "contactColumn", "phoneRow", "phoneLabel"],
                   work: ["root": "0/1", "contactColumn": "1/1", "phoneRow": "1/1", "phoneLabel": "1/1",
                          "phoneIcon": "0/1"]),
            Change(name: "root margin: the root only", apply: { $0.root.layoutMarginTop = 10 },
                   dirty: ["root"], work: ["root": "0/1"]),
        ]

        @Test(arguments: changes)
        func onlyTheChangedPathIsRedone(_ change: Change) throws {
            let cell = RenderFixtures.PharmacyCell()
            cell.root.layoutToFit(width: 320)
            let views = Self.named(cell)
            #expect(Self.dirty(views) == [])
            let before = Self.counters(views)
            try change.apply(cell)
            #expect(Self.dirty(views) == change.dirty)
            cell.root.layoutIfNeeded()
            #expect(Self.work(since: before, views) == change.work)
            // A hidden view is not laid out, so it stays marked.
            #expect(Self.dirty(views) == Set(change.dirty.filter { views[$0]?.isHidden == true }))
        }

        /// The names of the views that need layout.
        static func dirty(_ views: [String: View]) -> Set<String> {
            Set(views.filter { $0.value.needsLayout }.keys)
        }

        @Test func aModelChangedOnAnotherThreadMarksTheTreeOnTheMainActor() async throws {
            let cell = RenderFixtures.PharmacyCell()
            let model = TitleModel()
            try cell.distanceLabel.bind("text", to: model, "title")
            cell.root.layoutToFit(width: 320)
            let marks = Recorder<Bool>()
            let token = try cell.distanceLabel.observe("text") { _, _ in marks.append(MainQueueProbe.isCurrent) }
            onThreads(1) { _ in model.title = "9 miles" }
            #expect(marks.all == [])
            #expect(!cell.root.needsLayout)
            await drainMainQueue()
            #expect(marks.all == [true])
            #expect(Self.dirty(Self.named(cell)) == ["root", "nameRow", "distanceLabel"])
            cell.root.layoutIfNeeded()
            #expect(cell.distanceLabel.frame == Rect(x: 271, y: 2, width: 49, height: 17.5))
            withExtendedLifetime(token) {}
        }
    }
}
