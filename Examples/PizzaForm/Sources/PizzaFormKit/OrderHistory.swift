import Bindings
import Foundation

/// The orders sent from the form, newest first: the Orders tab's view model.
///
/// Each order is a row the Orders screen's cells bind to: its `summary` (the pizza, on one line),
/// its `status` (the receipt) and its `number`. ``badge`` counts the orders sent since the tab was
/// last shown, for the tab's badge.
public final class OrderHistory: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    /// The orders, newest first.
    @Observed public var orders: [[String: Any]] = []
    /// The orders sent since the tab was last shown.
    @Observed public var unseen = 0

    /// An empty history.
    public init() {}

    /// Adds an order described by `summary` (its lines) and what became of it.
    public func record(summary: String, receipt: OrderReceipt) {
        let line = summary.split(separator: "\n").prefix(2).joined(separator: ", ")
        let row: [String: Any] = ["number": orders.count + 1, "summary": line, "status": receipt.isSent ? "Sent" : "Not sent: \(receipt.description)"]
        orders.insert(row, at: 0)
        unseen += 1
    }

    /// The tab's badge: the unseen orders, or none.
    public var badge: String? {
        unseen > 0 ? String(unseen) : nil
    }

    /// `badge` is read by name, for the tab's binding, and changes with `unseen`.
    public static var computedKeys: [String: ComputedKey] {
        ["badge": ComputedKey(\OrderHistory.badge, dependsOn: "unseen")]
    }
}
