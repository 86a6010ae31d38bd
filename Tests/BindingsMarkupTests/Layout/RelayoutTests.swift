import Bindings
@_spi(Testing) import BindingsMarkup
import BindingsTestSupport
import Foundation
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

        /// A change to one of the newer views, loaded from markup into a column.
        struct KeyChange: Sendable, CustomTestStringConvertible {
            var name: String
            var source: String
            var apply: @MainActor @Sendable (View) throws -> Void
            /// Whether the change can move or resize something.
            var relaysOut: Bool
            var testDescription: String { name }
        }

        nonisolated static let keyChanges: [KeyChange] = [
            KeyChange(name: "segments", source: #"<UISegmentedControl><segment title="S"/></UISegmentedControl>"#,
                      apply: { ($0 as? SegmentedControl)?.insertSegment(withTitle: "Medium", at: 1) }, relaysOut: true),
            KeyChange(name: "segment font", source: #"<UISegmentedControl><segment title="S"/></UISegmentedControl>"#,
                      apply: { try $0.setValue("System 15", forKey: "font") }, relaysOut: true),
            KeyChange(name: "selected segment", source: #"<UISegmentedControl><segment title="S"/></UISegmentedControl>"#,
                      apply: { ($0 as? SegmentedControl)?.selectedSegmentIndex = 0 }, relaysOut: false),
            KeyChange(name: "tab bar items", source: #"<UITabBar><item type="more"/></UITabBar>"#,
                      apply: { ($0 as? TabBar)?.items.append(TabBar.Item(title: "Pets")) }, relaysOut: true),
            KeyChange(name: "selected tab bar item", source: #"<UITabBar><item type="more"/></UITabBar>"#,
                      apply: { ($0 as? TabBar)?.userDidSelectItem(at: 0) }, relaysOut: false),
            KeyChange(name: "picker components", source: #"<LMPickerView><row title="S"/></LMPickerView>"#,
                      apply: { ($0 as? PickerView)?.appendRow(title: "Extra-Large") }, relaysOut: true),
            KeyChange(name: "picker font", source: #"<LMPickerView><row title="S"/></LMPickerView>"#,
                      apply: { try $0.setValue("System 13", forKey: "font") }, relaysOut: true),
            KeyChange(name: "text view inset", source: #"<UITextView text="Notes"/>"#,
                      apply: { ($0 as? TextView)?.textContainerInset = EdgeInsets(all: 2) }, relaysOut: true),
            KeyChange(name: "text view line fragment padding", source: #"<UITextView text="Notes"/>"#,
                      apply: { try $0.setValue("0", forKeyPath: "textContainer.lineFragmentPadding") }, relaysOut: true),
            KeyChange(name: "text view text", source: #"<UITextView text="Notes"/>"#,
                      apply: { ($0 as? TextView)?.userDidEdit("Ring twice") }, relaysOut: true),
            KeyChange(name: "text view color", source: #"<UITextView text="Notes"/>"#,
                      apply: { try $0.setValue("#FF0000", forKey: "textColor") }, relaysOut: false),
            KeyChange(name: "scroll offset", source: #"<LMScrollView><UILabel text="One"/></LMScrollView>"#,
                      apply: { ($0 as? ScrollView)?.contentOffset = Point(x: 0, y: 10) }, relaysOut: true),
            KeyChange(name: "scroll fit to width", source: #"<LMScrollView><UILabel text="One"/></LMScrollView>"#,
                      apply: { ($0 as? ScrollView)?.fitToWidth = true }, relaysOut: true),
            // Views whose own properties never change their size.
            KeyChange(name: "date", source: #"<UIDatePicker/>"#,
                      apply: { ($0 as? DatePicker)?.date = Date(timeIntervalSince1970: 0) }, relaysOut: false),
            KeyChange(name: "slider value", source: #"<UISlider/>"#, apply: { ($0 as? Slider)?.value = 0.5 }, relaysOut: false),
            KeyChange(name: "stepper value", source: #"<UIStepper/>"#, apply: { ($0 as? Stepper)?.userDidIncrement() }, relaysOut: false),
            KeyChange(name: "progress", source: #"<UIProgressView/>"#, apply: { ($0 as? ProgressView)?.progress = 0.5 }, relaysOut: false),
            KeyChange(name: "animating", source: #"<UIActivityIndicatorView/>"#,
                      apply: { ($0 as? ActivityIndicatorView)?.startAnimating() }, relaysOut: false),
            KeyChange(name: "search text", source: #"<UISearchBar/>"#, apply: { ($0 as? SearchBar)?.userDidEdit("cvs") }, relaysOut: false),
        ]

        /// A layout key marks the view and its column, and the next pass measures and lays the view
        /// out once; any other key marks nothing.
        @Test(arguments: keyChanges)
        func aNewerViewsLayoutKeyRelaysItOutOnce(_ change: KeyChange) throws {
            let root = try MarkupLoader().template(source: "<LMColumnView>\(change.source)</LMColumnView>", file: "Relayout.xml")
                .instantiate(owner: MarkupOwner())
            root.layoutToFit(width: 320)
            let views = ["root": root, "view": root.subviews[0]]
            #expect(Self.dirty(views) == [])
            let before = Self.counters(views)
            try change.apply(views["view"] ?? root)
            #expect(Self.dirty(views) == (change.relaysOut ? ["root", "view"] : []))
            root.layoutIfNeeded()
            #expect(Self.work(since: before, views) == (change.relaysOut ? ["root": "0/1", "view": "1/1"] : [:]))
            #expect(Self.dirty(views) == [])
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
