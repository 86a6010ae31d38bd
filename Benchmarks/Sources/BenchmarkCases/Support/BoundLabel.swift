import Bindings

/// The label every case binds to and every anchor sets.
///
/// A stand-in until the view kit lands; then this becomes
/// `public typealias BoundLabel = BindingsMarkup.Label` and nothing else changes.
public typealias BoundLabel = BenchLabel

/// A minimal label: one observable text property, as the view kit's label will have.
public final class BenchLabel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only stored property is @Observed, whose storage is lock-protected.
    /// The text shown.
    @Observed public var text: String? = nil

    /// Creates an empty label.
    public init() {}
}
