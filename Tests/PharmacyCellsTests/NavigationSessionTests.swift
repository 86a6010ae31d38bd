import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
@testable import PharmacyCellsKit
import TerminalSupport
import Testing

/// The terminal app as a user drives it with keys: the list under its bar, the selected row opened
/// with Enter, its detail screen and back to the same place, the sort orders in an action sheet,
/// Call and Email through the desktop's handler, and the detail's distance following the walk.
@MainActor @Suite(.checksLiveObjects) struct NavigationSessionTests {
    func session(rows: [[String: Any]]? = nil) throws -> InteractiveSession {
        let controller = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: try rows ?? AppTestSupport.shippedRows()))
        let session = InteractiveSession(controller: controller, options: try Options(arguments: []), columns: 80, rows: 24)
        session.window.show()
        return session
    }

    @Test func enterOpensTheSelectedPharmacyAndGoingBackReturnsToTheSameRowAndSearch() throws {
        let session = try session()
        var pictures = ["=== first screen\n" + session.picture(ansi: false)]
        func press(_ keys: [Key], _ title: String) {
            for key in keys { #expect(session.handle(key) == .continues) }
            pictures.append("=== \(title)\n" + session.picture(ansi: false))
        }
        press([.down, .down, .down], "down three times")
        press([.enter], "enter")
        #expect(session.navigation.viewControllers.count == 2)
        press([.escape], "escape")
        #expect(session.navigation.viewControllers.count == 1 && session.selectedRow == 3 && session.list.firstVisibleRow == 2)
        press([.text("s")], "s")
        press([.enter], "enter on the sort options")
        #expect(session.list.viewModel.sortOrder == .name && session.selectedRow == 0)
        press([.text("/"), .text("w"), .text("a"), .text("l"), .enter, .enter], "search walgreens, open it")
        press([.altLeft], "alt+left")
        #expect(session.list.searchField?.text == "wal" && session.list.viewModel.title == "2 pharmacies")
        press([.text("s"), .down, .down, .escape], "the sort options, cancelled")
        #expect(session.list.viewModel.sortOrder == .name && session.window.presentedControllers.isEmpty)
        Snapshot.assert(pictures.joined(separator: "\n") + "\n", named: "navigation-session.txt")
        session.window.close()
    }

    @Test func callAndEmailOpenTheirURLsAndSayWhenNothingCan() throws {
        let session = try session()
        let opener = Application.shared.urlOpener
        defer { Application.shared.urlOpener = opener }
        var opened: [String] = []
        Application.shared.urlOpener = { opened.append($0.absoluteString); return opened.count == 1 }
        _ = session.handle(.enter)
        _ = session.handle(.text("c"))
        _ = session.handle(.text("e"))
        #expect(opened == ["tel:6172273728", "mailto:pharmacy@greencross.com"])
        let alert = try #require(session.window.topViewController as? AlertController)
        #expect(alert.title == "Cannot open mailto" && alert.message == "No application on this computer opens mailto:pharmacy@greencross.com.")
        _ = session.handle(.enter)
        #expect(session.window.presentedControllers.isEmpty)
        session.window.close()
    }

    @Test func theDetailFollowsTheWalkAndLeavesOutWhatThePharmacyLacks() throws {
        let rows = [AppTestSupport.row("Corner Drug", distance: 0.5), AppTestSupport.row("Mail Only", distance: 0.7, email: "rx@mail.example")]
        let session = try session(rows: rows)
        _ = session.handle(.enter)
        let detail = try #require(session.navigation.topViewController as? PharmacyDetailController)
        session.list.viewModel.walk(deltas: [0.25, 0])
        #expect(detail.viewModel.pharmacy["distance"] as? Double == 0.75)
        let lines = session.picture(ansi: false).components(separatedBy: "\n").prefix(9).map { $0 }
        #expect(lines == [
            " [ ‹ Pharmacies ]                 Corner Drug",
            "────────────────────────────────────────────────────────────────────────────────",
            "  Corner Drug",
            "  0.75 miles away",
            "",
            "  1 Main Street",
            "  Boston MA 02108",
            "  Phone   (617) 555-0100",
            "  [ Call ]",
        ])
        #expect(detail.emailButton?.isHidden == true && detail.callButton?.isHidden == false)
        session.window.close()
    }
}
