/// A view's layout keys (`weight`, `width`, `height`, `minimum…`, `maximum…`) made safe to compute with.
///
/// Values that are not finite or are negative come from bad input (a binding yielding NaN, markup
/// saying `width="-5"`); they are ignored rather than allowed to poison frames.
struct SizeConstraints {
    var weight: Double?
    var width: Double?
    var height: Double?
    var minimumWidth: Double?
    var maximumWidth: Double?
    var minimumHeight: Double?
    var maximumHeight: Double?
    var aspectRatio: Double?

    @MainActor
    init(_ view: View) {
        weight = Self.weight(view.weight)
        width = Self.length(view.width)
        height = Self.length(view.height)
        minimumWidth = Self.length(view.minimumWidth)
        maximumWidth = Self.length(view.maximumWidth)
        minimumHeight = Self.length(view.minimumHeight)
        maximumHeight = Self.length(view.maximumHeight)
        aspectRatio = Self.weight(view.aspectRatio)
    }

    /// The constraints of each of `views`, in order. A loop, not `map`: a function reference or
    /// closure formed on the main actor checks its executor on every call.
    @MainActor
    static func of(_ views: [View]) -> [SizeConstraints] {
        var constraints: [SizeConstraints] = []
        constraints.reserveCapacity(views.count)
        for view in views { constraints.append(SizeConstraints(view)) }
        return constraints
    }

    private static func weight(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }

    /// The proposal a view measures itself in: a fixed size replaces the proposal, a maximum caps it.
    func proposal(within proposal: Size) -> Size {
        Size(width: width ?? min(proposal.width, maximumWidth ?? .infinity),
             height: height ?? min(proposal.height, maximumHeight ?? .infinity))
    }

    /// `size` with the fixed sizes applied and each dimension clamped to its minimum and maximum.
    func apply(to size: Size) -> Size {
        Size(width: width ?? clampWidth(size.width), height: height ?? clampHeight(size.height))
    }

    /// The size that keeps `ratio` (width over height): from the fixed width, else the fixed
    /// height, else the proposed width, else the proposed height, else the `natural` width.
    func keeping(_ ratio: Double, within proposal: Size, natural: () -> Size) -> Size {
        if let width { return Size(width: width, height: height ?? width / ratio) }
        if let height { return Size(width: clampWidth(height * ratio), height: height) }
        if proposal.width.isFinite {
            let width = clampWidth(proposal.width)
            return Size(width: width, height: width / ratio)
        }
        if proposal.height.isFinite {
            let height = clampHeight(proposal.height)
            return Size(width: clampWidth(height * ratio), height: height)
        }
        let width = clampWidth(natural().width)
        return Size(width: width, height: width / ratio)
    }

    /// `value` clamped to the width limits; the minimum wins when it exceeds the maximum.
    func clampWidth(_ value: Double) -> Double {
        max(min(value, maximumWidth ?? .infinity), minimumWidth ?? 0)
    }

    /// `value` clamped to the height limits; the minimum wins when it exceeds the maximum.
    func clampHeight(_ value: Double) -> Double {
        max(min(value, maximumHeight ?? .infinity), minimumHeight ?? 0)
    }

    private static func length(_ value: Double?) -> Double? {
        value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
}

extension Size {
    /// The proposal with no limit in either direction.
    static let unlimited = Size(width: .infinity, height: .infinity)

    /// This size as a proposal: NaN and negative lengths become 0 so that measuring always terminates.
    var sanitizedProposal: Size {
        Size(width: width.isNaN ? 0 : max(0, width), height: height.isNaN ? 0 : max(0, height))
    }
}
