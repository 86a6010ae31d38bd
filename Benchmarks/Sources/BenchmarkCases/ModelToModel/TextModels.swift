import Bindings
@preconcurrency import OpenCombine
import Observation

// The lightweight targets of the model-to-model cases: each technology's own observable model, so
// that what is measured is the engine, not the view kit's label.

/// A model whose `text` follows another model's `name`.
final class ObservedText: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only stored property is @Observed, whose storage is lock-protected.
    @Observed var text = ""
}

/// The six fields of a pharmacy row that a summary model follows, as the cell's six labels do.
final class ObservedSummary: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only stored properties are @Observed, whose storage is lock-protected.
    @Observed var name: String? = nil
    @Observed var distance: String? = nil
    @Observed var address: String? = nil
    @Observed var phone: String? = nil
    @Observed var fax: String? = nil
    @Observed var email: String? = nil

    /// The keys in ``CellField`` order.
    static let keys = ["name", "distance", "address", "phone", "fax", "email"]

    var texts: [String?] { [name, distance, address, phone, fax, email] }
}

/// The hand-written observable model: closures called from `didSet`.
final class ClosureText {
    var handlers: [(String) -> Void] = []
    var text = "" { didSet { for handler in handlers { handler(text) } } }
}

/// A row holder calling hand-written closures from `didSet`, off the main actor.
final class ClosureRow {
    var handlers: [([String: Any]?) -> Void] = []
    var content: [String: Any]? = nil { didSet { for handler in handlers { handler(content) } } }
}

/// The summary with a `didSet` per field calling its closures, as an observable hand-written model would.
final class ClosureSummary {
    var handlers: [(ClosureSummary) -> Void] = []
    var name: String? = nil { didSet { changed() } }
    var distance: String? = nil { didSet { changed() } }
    var address: String? = nil { didSet { changed() } }
    var phone: String? = nil { didSet { changed() } }
    var fax: String? = nil { didSet { changed() } }
    var email: String? = nil { didSet { changed() } }

    private func changed() { for handler in handlers { handler(self) } }

    /// Setters of the fields in ``CellField`` order: hand-written code sets properties directly,
    /// which a key path application (a runtime call) would not measure.
    static let setters: [@Sendable (ClosureSummary, String?) -> Void] = [
        { $0.name = $1 }, { $0.distance = $1 }, { $0.address = $1 },
        { $0.phone = $1 }, { $0.fax = $1 }, { $0.email = $1 },
    ]

    var texts: [String?] { [name, distance, address, phone, fax, email] }
}

/// OpenCombine's observable model.
final class PublishedText {
    @Published var text = ""
}

/// The summary with `@Published` fields.
final class PublishedSummary {
    @Published var name: String? = nil
    @Published var distance: String? = nil
    @Published var address: String? = nil
    @Published var phone: String? = nil
    @Published var fax: String? = nil
    @Published var email: String? = nil

    /// The fields in ``CellField`` order, for `assign(to:on:)`.
    nonisolated(unsafe) static let fields: [ReferenceWritableKeyPath<PublishedSummary, String?>] =
        [\.name, \.distance, \.address, \.phone, \.fax, \.email]

    var texts: [String?] { [name, distance, address, phone, fax, email] }
}

/// Observation's observable model.
@Observable final class TrackedText {
    var text = ""
}

/// The summary with `@Observable` fields.
@Observable final class TrackedSummary {
    var name: String? = nil
    var distance: String? = nil
    var address: String? = nil
    var phone: String? = nil
    var fax: String? = nil
    var email: String? = nil

    /// Setters of the fields in ``CellField`` order: hand-written code sets properties directly,
    /// which a key path application (a runtime call) would not measure.
    static let setters: [@Sendable (TrackedSummary, String?) -> Void] = [
        { $0.name = $1 }, { $0.distance = $1 }, { $0.address = $1 },
        { $0.phone = $1 }, { $0.fax = $1 }, { $0.email = $1 },
    ]

    var texts: [String?] { [name, distance, address, phone, fax, email] }
}

/// The floor: plain classes with stored properties and nothing observing them.
final class PlainText {
    var text = ""
}

/// The floor's summary.
final class PlainSummary {
    var name: String? = nil
    var distance: String? = nil
    var address: String? = nil
    var phone: String? = nil
    var fax: String? = nil
    var email: String? = nil

    var texts: [String?] { [name, distance, address, phone, fax, email] }

    /// Sets the six fields from a raw row, as hand-written code does.
    @inline(__always)
    func fill(from row: [String: Any]) {
        name = row["name"] as? String
        distance = row["distance"] as? String
        address = row["address1"] as? String
        phone = row["phone"] as? String
        fax = row["fax"] as? String
        email = row["email"] as? String
    }
}
