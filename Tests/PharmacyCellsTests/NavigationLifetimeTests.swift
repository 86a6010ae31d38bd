@_spi(Testing) import Bindings
@_spi(Testing) import BindingsMarkup
import BindingsTestSupport
import Foundation
@testable import PharmacyCellsKit
import Testing

/// Pushing and popping the detail screen, and showing and answering an alert, a thousand times each
/// leave exactly the live views, bindings, observations and controllers there were before.
@MainActor @Suite(.checksLiveObjects) struct NavigationLifetimeTests {
    struct Counts: Equatable {
        let views = View.liveCount
        let bindings = LiveCounters.bindings.value
        let observations = LiveCounters.observations.value
        let controllers = ViewController.liveCount
    }

    @Test func aThousandPushesAndPopsAndAlertsLeaveNothingBehind() throws {
        let controller = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: try AppTestSupport.shippedRows()))
        let navigation = NavigationController(rootViewController: controller)
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 640, height: 480))
        window.show()
        _ = window.renderText()
        // One round first: the templates and the formatters' caches are made once.
        controller.showDetail(ofRow: 0)
        navigation.popViewController(animated: true)
        let before = Counts()
        var answered = 0
        for round in 0..<1_000 {
            controller.tableView?.userDidSelectRow(at: TableIndexPath(row: round % 5, section: 0))
            #expect(navigation.viewControllers.count == 2)
            #expect(window.goBack())
        }
        for _ in 0..<1_000 {
            let alert = AlertController(title: "Sure?", message: "Really.", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            alert.addAction(AlertAction(title: "Yes") { _ in answered += 1 })
            controller.present(alert, animated: true)
            alert.userDidChoose(alert.actions[1])
        }
        #expect(answered == 1_000)
        #expect(Counts() == before)
        window.close()
    }
}
