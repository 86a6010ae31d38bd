import BindingsMarkup
import BindingsTestSupport
import Testing

/// The code of the *Navigation, tabs, sheets and alerts* article, compiled and run.
@MainActor @Suite(.checksLiveObjects) struct NavigationArticleTests {
    /// A screen that shows its title.
    final class ScreenController: ViewController {
        init(title: String) {
            super.init()
            self.title = title
        }

        override func loadView() throws(MarkupDiagnostics) -> View {
            let label = Label()
            label.text = "\(title ?? "") screen"
            return label
        }
    }

    @Test func theArticlesExamplesRunAsItSays() {
        var sortRequests = 0
        var deleted = false
        // article-example: begin
        let list = ScreenController(title: "Pharmacies")
        list.navigationItem.rightBarButtonItem = BarButtonItem(title: "Sort") { _ in sortRequests += 1 }
        let navigation = NavigationController(rootViewController: list)
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 320, height: 80))
        window.show()
        navigation.pushViewController(ScreenController(title: "Walgreens"), animated: true)
        print(window.renderText())
        // article-example: end
        #expect(window.renderText() == """
             [ ‹ Pharmacies ] Walgreens
            ────────────────────────────────────────
            Walgreens screen

            """)
        // article-example: begin
        window.goBack()
        window.close()
        let tabs = TabBarController(viewControllers: [navigation, ScreenController(title: "Settings")])
        tabs.selectedIndex = 1
        // article-example: end
        #expect(navigation.viewControllers.count == 1 && tabs.selectedViewController?.title == "Settings")
        list.navigationItem.rightBarButtonItem?.userDidTap()
        #expect(sortRequests == 1)
        // article-example: begin
        let alert = AlertController(title: "Delete all?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleted = true })
        list.present(alert, animated: true)
        alert.userDidChoose(alert.actions[1])
        // article-example: end
        #expect(deleted && list.presentedViewController == nil)
    }
}
