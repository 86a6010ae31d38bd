/// Something that went wrong while a binding updated its target: a key the model lacks, or a value
/// the target property does not accept. The target got its default value instead.
public struct BindingDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The expression being evaluated.
    public let expression: String
    /// The target's type and property, such as `Label.text`.
    public let target: String
    /// What went wrong.
    public let message: String

    /// `Label.text = $content.nmae: Pharmacy has no key 'nmae'; did you mean 'name'?`
    public var description: String { "\(target) = $\(expression): \(message)" }
}
