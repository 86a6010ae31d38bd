import Bindings
@preconcurrency import OpenCombine

/// Case 9: one property change updates one bound property of another model: the engine's own cost
/// per change, without a view. Every target is its technology's observable model, unobserved.
enum ModelOneChange {
    @MainActor static func make(_ technology: Technology) -> any Workload {
        switch technology {
        case .bindings: BindingsModelOneChange()
        case .direct: DirectModelOneChange()
        case .closures: ClosureModelOneChange()
        case .openCombine: CombineModelOneChange()
        case .observation: ObservationModelOneChange()
        case .plain: preconditionFailure("this case has no plain-class workload")
        }
    }
}

/// `target.bind("text", to: model, "name")`.
final class BindingsModelOneChange: Workload {
    let model = NameModel()
    let target = ObservedText()
    var names = NameCycle()

    init() {
        do { try target.bind("text", to: model, "name") } catch { fatalError("\(error)") }
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.name = names.next() }
    }

    var labelTexts: [String?] { [target.text] }
}

/// The floor: the code stores the value in both plain models itself.
final class DirectModelOneChange: Workload {
    let model = PlainText()
    let target = PlainText()
    var names = NameCycle()

    func run(_ count: Int) {
        for _ in 0..<count {
            let name = names.next()
            model.text = name
            target.text = name
        }
    }

    var labelTexts: [String?] { [target.text] }
}

/// A closure on the model's `didSet` sets the target, held weakly as a binding holds it.
final class ClosureModelOneChange: Workload {
    let model = ClosureText()
    let target = ClosureText()
    var names = NameCycle()

    init() {
        model.handlers.append { [weak target] name in target?.text = name }
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.text = names.next() }
    }

    var labelTexts: [String?] { [target.text] }
}

/// `model.$text.assign(to: \.text, on: target)`.
final class CombineModelOneChange: Workload {
    let model = PublishedText()
    let target = PublishedText()
    var names = NameCycle()
    var subscription: AnyCancellable?

    init() {
        subscription = model.$text.assign(to: \.text, on: target)
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.text = names.next() }
    }

    var labelTexts: [String?] { [target.text] }
}

/// A tracked update copying `model.text` to the target, re-registered after each change.
final class ObservationModelOneChange: Workload {
    let model = TrackedText()
    let target = TrackedText()
    var names = NameCycle()
    var update: TrackedUpdate?

    init() {
        update = TrackedUpdate { [model, target] in target.text = model.text }
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            model.text = names.next()
            update?.updateIfNeeded()
        }
    }

    var labelTexts: [String?] { [target.text] }
}
