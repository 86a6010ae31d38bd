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

        /// A step of incremental work on a laid-out cell.
        enum Step: Sendable {
            case change(@MainActor @Sendable (RenderFixtures.PharmacyCell) -> Void)
            /// Measures the root without laying it out, filling caches while views are dirty.
            case measure
            case layout
        }

        struct Sequence: Sendable, CustomTestStringConvertible {
            var name: String
            var steps: [Step]
            var testDescription: String { name }
        }

        nonisolated static let sequences: [Sequence] = [
            Sequence(name: "a change inside a hidden row, then the row shown", steps: [
                .change { $0.contactRows[1].isHidden = true }, .layout,
                .change { $0.faxLabel.numberOfLines = 0 },
                .change { $0.faxLabel.text = "a fax number long enough to wrap onto a second line of the cell" },
                .change { $0.contactRows[1].isHidden = false }, .layout,
            ]),
            Sequence(name: "two changes in one row before a layout", steps: [
                .change { $0.distanceLabel.text = "123.45 miles" }, .change { $0.nameLabel.text = "A much longer pharmacy name" }, .layout,
            ]),
            Sequence(name: "a measurement between two changes of one label", steps: [
                .change { $0.phoneLabel.numberOfLines = 0 }, .change { $0.phoneLabel.text = "(617) 555-0100" }, .measure,
                .change { $0.phoneLabel.text = "(617) 555-0100 extension 12345, ask for the pharmacist" }, .layout,
            ]),
            Sequence(name: "a measurement, then a change in another branch", steps: [
                .change { $0.addressLabel.text = "1 Main Street\nBoston MA 02108\nSuite 400" }, .measure,
                .change { $0.emailLabel.text = "someone@example.com" }, .measure,
                .change { $0.contactRows[2].isHidden = true }, .layout,
            ]),
        ]

        /// The frame of every named view that is shown: a hidden view keeps the frame it last had.
        static func frames(_ cell: RenderFixtures.PharmacyCell) -> [String: Rect] {
            named(cell).filter { !isHiddenOrInHidden($0.value) }.mapValues(\.frame)
        }

        static func isHiddenOrInHidden(_ view: View) -> Bool {
            var current: View? = view
            while let shown = current {
                if shown.isHidden { return true }
                current = shown.superview
            }
            return false
        }

        /// However changes, measurements and layout passes interleave, laying out again gives the
        /// frames a fresh cell with the same changes gets: no measurement is kept past a change
        /// that affects it, although invalidation stops at ancestors already marked.
        @Test(arguments: sequences)
        func incrementalLayoutMatchesAFreshOne(_ sequence: Sequence) {
            let cell = RenderFixtures.PharmacyCell()
            cell.root.layoutToFit(width: 320)
            let fresh = RenderFixtures.PharmacyCell()
            for step in sequence.steps {
                switch step {
                case let .change(apply):
                    apply(cell)
                    apply(fresh)
                case .measure:
                    _ = cell.root.fittingSize(for: Size(width: 320, height: .infinity))
                case .layout:
                    cell.root.layoutToFit(width: 320)
                }
            }
            cell.root.layoutToFit(width: 320)
            fresh.root.layoutToFit(width: 320)
            #expect(Self.frames(cell) == Self.frames(fresh))
            // The changes moved something, so equal frames say something.
            let untouched = RenderFixtures.PharmacyCell()
            untouched.root.layoutToFit(width: 320)
            #expect(Self.frames(cell) != Self.frames(untouched))
        }
    }
}
