/// A choice a control offers: the title shown and the value it stands for, as a picker's `<row>`
/// and a segmented control's `<segment>` give them.
public struct TitledValue: Sendable, Equatable {
    /// The text shown.
    public var title: String
    /// The value, or `nil` to stand for the title.
    public var value: String?

    /// A choice titled `title` standing for `value`.
    public init(title: String, value: String? = nil) {
        self.title = title
        self.value = value
    }

    /// ``value``, or ``title`` when it has none.
    public var effectiveValue: String { value ?? title }
}
