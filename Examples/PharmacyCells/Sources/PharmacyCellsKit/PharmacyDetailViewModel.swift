import Bindings
import Foundation

/// The state of one pharmacy's detail screen: its row, kept current as the list's model changes it
/// (the walking user's distance), and the URLs its Call and Email buttons open.
///
/// It follows the list's view model from any thread, as the list does: the row is `@Observed`, so
/// the detail screen's bindings bring each change to the views on the main actor.
public final class PharmacyDetailViewModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: `pharmacy` is @Observed (lock-protected); the rest is immutable.
    /// The pharmacy: a row of the loaded data (`name`, `distance`, `address1`, `phone`, …).
    @Observed public var pharmacy: [String: Any]
    /// The row's place in the loaded data, which the list's results keep in their `index` key.
    public let index: Int
    private var resultsObservation: KeyValueObservation?

    /// The detail of `row`, a row of `list`'s results, following `list`'s changes to it.
    public init(row: [String: Any], list: PharmacyListViewModel) {
        pharmacy = row
        index = row["index"] as? Int ?? -1
        let index = self.index
        resultsObservation = try? list.observe("results") { [weak self] list, _ in
            // The loaded rows take every walk's distances, whatever the search shows.
            let rows = list.pharmacies
            guard let self, rows.indices.contains(index) else { return }
            self.pharmacy = rows[index]
        }
    }

    /// `tel:` and the phone number's digits, or `nil` without a number.
    public var callURL: URL? {
        (pharmacy["phone"] as? String).flatMap { number in
            URL(string: "tel:" + number.filter(\.isNumber))
        }
    }

    /// `mailto:` and the email address, or `nil` without one.
    public var emailURL: URL? {
        (pharmacy["email"] as? String).flatMap { URL(string: "mailto:" + $0) }
    }
}
