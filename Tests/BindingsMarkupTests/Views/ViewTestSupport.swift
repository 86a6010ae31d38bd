import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// The parent suite of the view kit's view tests, so that `swift test --filter Views` selects them all.
/// It runs under the live-object check: its tests leave no view, observation or property alive.
@Suite(.checksLiveObjects) enum Views {}

/// Collects what handlers receive, from any thread.
final class Recorded<Element>: @unchecked Sendable {
    // @unchecked: `items` is only touched while holding `lock`.
    private let lock = NSLock()
    private var items: [Element] = []

    func append(_ item: Element) { lock.withLock { items.append(item) } }
    var all: [Element] { lock.withLock { items } }
}

@MainActor
enum ViewTestSupport {
    /// A view of the kit class named `name` (kit or MarkupKit name).
    static func make(_ name: String) throws -> View {
        try #require(ViewKit.viewTypes[name], "no view type named \(name)").init()
    }

    /// The error `body` throws, or `nil`.
    static func keyValueError(_ body: () throws(KeyValueError) -> Void) -> KeyValueError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    /// `value` as `AnyHashable`, for exact comparisons of values read by name.
    static func hashable(_ value: Any?) -> AnyHashable? {
        value as? AnyHashable
    }
}
