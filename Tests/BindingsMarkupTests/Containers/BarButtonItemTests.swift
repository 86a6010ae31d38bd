import BindingsMarkup
import BindingsTestSupport
import Testing

/// Bar button items reach their targets as UIKit's do: the target held weakly, the method called
/// with the item, nothing for a disabled item, and closures in the order they were added.
@MainActor @Suite(.checksLiveObjects) struct BarButtonItemTests {
    @MainActor final class Screen {
        var sorted: [String] = []
        func sort(_ sender: BarButtonItem) { sorted.append(sender.displayedTitle) }
    }

    @Test func aTapCallsTheTargetsMethodWithTheItemAndNothingOnceTheTargetIsGone() {
        var screen: Screen? = Screen()
        let item = BarButtonItem(title: "Sort", target: screen!, action: Screen.sort)
        item.userDidTap()
        #expect(screen?.sorted == ["Sort"])
        item.isEnabled = false
        item.userDidTap()
        #expect(screen?.sorted == ["Sort"])
        item.isEnabled = true
        weak let gone = screen
        screen = nil
        #expect(gone == nil)
        item.userDidTap()
        #expect(item.actionCount == 1)
    }

    @Test func systemItemsAreTitledByUIKitAndClosuresRunInOrder() throws {
        var calls: [String] = []
        let add = BarButtonItem(barButtonSystemItem: .add) { calls.append("first \($0.displayedTitle)") }
        add.addAction { _ in calls.append("second") }
        add.userDidTap()
        #expect(calls == ["first Add", "second"])
        #expect(BarButtonItem(barButtonSystemItem: .fastForward).displayedTitle == "Fast Forward")
        #expect(try BarButtonSystemItem(parsing: "UIBarButtonSystemItemDone") == .done)
        let item = BarButtonItem()
        try item.setValue("false", forKey: "enabled")
        try item.setValue("done", forKey: "style")
        try item.setValue("trash", forKey: "systemItem")
        #expect(!item.isEnabled && item.style == .done && item.systemItem == .trash && item.displayedTitle == "Trash")
    }
}
