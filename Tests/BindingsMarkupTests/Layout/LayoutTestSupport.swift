import BindingsMarkup
import BindingsTestSupport
import Testing

/// The parent suite of the layout tests, so that `swift test --filter Layout` selects them all.
/// It runs under the live-object check: its tests leave no view, observation or property alive.
@Suite(.checksLiveObjects) enum Layout {}

/// A stack laid out from markup-like text: the container and children are set up by name, so these
/// cases read like the documents they stand for.
struct StackCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// `LMRowView` or `LMColumnView`.
    var container: String
    var attributes: [String: String] = [:]
    /// Each child's attributes; `type` picks its class (default `UIImageView` showing an image named `x`).
    var children: [[String: String]]
    /// The proposal: a width and, optionally, a height (else unlimited).
    var width: Double
    var height: Double? = nil
    /// What the container fits in the proposal.
    var fitting: Size
    /// The children's frames after laying out the container at `width` × (`height` or the fitting height).
    var frames: [Rect]

    var testDescription: String { name }

    @MainActor
    func build() throws -> View {
        let stack = try ViewTestSupport.make(container)
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
            try stack.setValue(value, forKey: key)
        }
        for spec in children {
            let child = try ViewTestSupport.make(spec["type"] ?? "UIImageView")
            if let image = child as? ImageView { image.image = "x" }
            for (key, value) in spec.sorted(by: { $0.key < $1.key }) where key != "type" {
                try child.setValue(value, forKey: key)
            }
            stack.addSubview(child)
        }
        return stack
    }
}

@MainActor
enum LayoutTestSupport {
    /// Lays `stack` out for `testCase` and returns what it fitted and its children's frames.
    static func layOut(_ stack: View, for testCase: StackCase) -> (fitting: Size, frames: [Rect]) {
        let fitting = stack.fittingSize(for: Size(width: testCase.width, height: testCase.height ?? .infinity))
        stack.frame = Rect(x: 0, y: 0, width: testCase.width, height: testCase.height ?? fitting.height)
        stack.layoutIfNeeded()
        return (fitting, stack.subviews.map(\.frame))
    }
}
