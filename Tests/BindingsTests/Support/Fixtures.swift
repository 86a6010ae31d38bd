import Bindings
import Foundation

/// Test models. They are `@unchecked Sendable` because every stored property is `@Observed`,
/// whose storage is guarded by the runtime's locks; they have no other mutable state.
final class Pharmacy: KeyValueCoding, @unchecked Sendable {
    @Observed var name = ""
    @Observed var distance = 0.0
    @Observed var phone: String? = nil
    @Observed var index = 0
    @Observed var isOpen = false
    @Observed var tags: [String] = []

    init(name: String = "", distance: Double = 0) {
        self.name = name
        self.distance = distance
    }
}

final class Person: KeyValueCoding, @unchecked Sendable {
    @Observed var first = "Ada"
    @Observed var last = "Lovelace"
    @Observed var age = 36
    @Observed(.manual) var balance = 0
    @Observed(distinct: true) var nickname = ""
    @Observed var friend: Person? = nil

    var fullName: String { "\(first) \(last)" }
    var initials: String {
        get { "\(first.prefix(1))\(last.prefix(1))" }
        set { first = String(newValue.prefix(1)) }
    }

    class var computedKeys: [String: ComputedKey] {
        [
            "fullName": ComputedKey(\Person.fullName, dependsOn: "first", "last"),
            "initials": ComputedKey(\Person.initials, dependsOn: "fullName"),
        ]
    }
}

final class ViewModel: KeyValueCoding, @unchecked Sendable {
    @Observed var pharmacy: Pharmacy? = nil
    @Observed var content: [String: Any]? = nil
    @Observed var items: [Pharmacy] = []
    @Observed var title = ""
}

/// A class that accepts keys it does not declare, as views accept runtime attributes.
final class Bag: KeyValueCoding, @unchecked Sendable {
    private let lock = NSLock()
    private var extras: [String: Any] = [:]  // guarded by `lock`
    @Observed var known = 1

    func value(forUndefinedKey key: String) throws(KeyValueError) -> Any? {
        lock.withLock { extras[key] }
    }

    func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueError) {
        lock.withLock { extras[key] = value }
    }
}

/// An element of the arrays that key paths go through (`items.done`, `items.@sum.price`).
final class TodoItem: KeyValueCoding, @unchecked Sendable {
    @Observed var title = ""
    @Observed var done = false
    @Observed var price = 0

    init(_ title: String = "", done: Bool = false, price: Int = 0) {
        self.title = title
        self.done = done
        self.price = price
    }
}

/// A list whose computed keys depend on paths through its array.
final class TodoList: KeyValueCoding, @unchecked Sendable {
    @Observed var items: [TodoItem] = []
    @Observed var name = ""
    /// Read by `willChangeValue(forKey: "ratio")`/`didChangeValue(forKey: "ratio")` only.
    nonisolated(unsafe) var scale = 1

    var remaining: Int { items.count { !$0.done } }
    var size: Int { items.count }
    var ratio: Int { items.count * scale }

    class var computedKeys: [String: ComputedKey] {
        [
            "remaining": ComputedKey(\TodoList.remaining, dependsOn: "items.done"),
            "openCount": ComputedKey(\TodoList.remaining, dependsOn: "items", "items.done"),
            "size": ComputedKey(\TodoList.size, dependsOn: "items", "items.@count"),
            "ratio": ComputedKey(\TodoList.ratio),
        ]
    }
}

/// Holds a list, so paths reach the array through an object (`list.items.done`).
final class TodoOwner: KeyValueCoding, @unchecked Sendable {
    @Observed var list: TodoList? = nil
    @Observed var lists: [[TodoItem]] = []
}
