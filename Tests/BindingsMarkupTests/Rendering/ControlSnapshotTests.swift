import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

extension Rendering {
    /// Whole pictures of every control (`Controls.xml`) and of the seed documents, in
    /// both renderers, against the files in `Snapshots` (`RECORD_SNAPSHOTS=1` writes them).
    @MainActor @Suite struct ControlSnapshotTests {
        func laidOut(_ name: String, width: Double, height: Double? = nil, owner: MarkupOwner = MarkupOwner()) throws -> View {
            let root = try fixtureLoader().view(named: name, owner: owner)
            // The pharmacy cell's outlets are empty until the app fills them: fill them as the app does.
            owner.nameLabel?.text = "1. CVS Pharmacy"
            owner.distanceLabel?.text = "0.16 miles"
            owner.addressLabel?.text = "1 Court St\nBoston MA 02108"
            owner.phoneLabel?.text = "(617) 742-7035"
            owner.faxLabel?.text = "(617) 742-7038"
            owner.emailLabel?.text = "store1234@cvs.example"
            let size = root.fittingSize(for: Size(width: width, height: .infinity))
            root.frame = Rect(x: 0, y: 0, width: width, height: height ?? size.height)
            root.layoutIfNeeded()
            return root
        }

        @Test func everyControl() throws {
            let root = try laidOut("Controls", width: 320)
            SnapshotSupport.assertSnapshot(TextRenderer().render(root), named: "controls.txt")
            SnapshotSupport.assertSnapshot(SVGRenderer().render(root), named: "controls.svg")
        }

        @Test(arguments: ["PizzaForm", "SizePicker", "TabBar", "Sizes", "PetsNoValues", "PharmacyCellBaseline"])
        func seedDocument(_ name: String) throws {
            let owner = MarkupOwner()
            let root = try laidOut(name, width: 320, height: name == "PizzaForm" ? 720 : nil, owner: owner)
            // The form's time picker shows the time it was made: fix it so the picture repeats.
            if let table = root as? TableView, let cell = table.cellForRow(at: TableIndexPath(row: 0, section: 3)),
               let picker = cell.subviews.compactMap({ $0 as? DatePicker }).first {
                picker.timeZone = TimeZone(identifier: "UTC") ?? picker.timeZone
                picker.date = Date(timeIntervalSince1970: 1_795_545_000)
            }
            root.layoutIfNeeded()
            let file = name.replacingOccurrences(of: "([a-z])([A-Z])", with: "$1-$2", options: .regularExpression).lowercased()
            SnapshotSupport.assertSnapshot(TextRenderer().render(root), named: "\(file).txt")
            SnapshotSupport.assertSnapshot(SVGRenderer().render(root), named: "\(file).svg")
        }
    }
}
