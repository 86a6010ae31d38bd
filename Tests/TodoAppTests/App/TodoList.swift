import Bindings
import Foundation

/// The todo screen's view model: the items, the title being typed, and how many are left.
///
/// `@unchecked Sendable` because every stored property is `@Observed`, whose reads and writes are
/// atomic: the list may be changed from any thread, and bindings bring the changes to the screen on
/// the main actor.
// article-example: begin
final class TodoList: KeyValueCoding, @unchecked Sendable {
    @Observed var items: [TodoItem] = []
    @Observed var newTitle = ""

    var remainingText: String {
        let left = items.filter { !$0.done }.count
        return left == 1 ? "1 item left" : "\(left) items left"
    }

    static var computedKeys: [String: ComputedKey] {
        ["remainingText": ComputedKey(\TodoList.remainingText, dependsOn: "items.done")]
    }

    func addItem() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        $items.append(TodoItem(title: title))
        newTitle = ""
    }

    func clearDone() {
        $items.performBatchUpdates { edit in
            for index in edit.elements.indices.reversed() where edit.elements[index].done {
                edit.remove(at: index)
            }
        }
    }
}
// article-example: end
