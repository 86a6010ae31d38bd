import Bindings
@preconcurrency import OpenCombine
import Observation

/// Case 1: one property change updates one bound label.
enum OneChange {
    @MainActor static func make(_ technology: Technology) -> any Workload {
        switch technology {
        case .bindings: BindingsOneChange()
        case .direct: DirectOneChange()
        case .closures: ClosureOneChange()
        case .openCombine: CombineOneChange()
        case .observation: ObservationOneChange()
        case .plain: preconditionFailure("this case has no plain-class workload")
        }
    }
}

final class NameModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: the only stored property is @Observed, whose storage is lock-protected.
    @Observed var name = ""
}

final class BindingsOneChange: Workload {
    let model = NameModel()
    let label = BoundLabel()
    var names = NameCycle()

    init() {
        do { try label.bind("text", to: model, "name") } catch { fatalError("\(error)") }
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.name = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}

/// The controller stores the new value and sets the label itself.
final class DirectOneChange: Workload {
    final class Model { var name = "" }
    let model = Model()
    let label = BoundLabel()
    var names = NameCycle()

    func run(_ count: Int) {
        for _ in 0..<count {
            let name = names.next()
            model.name = name
            label.text = name
        }
    }

    var labelTexts: [String?] { [label.text] }
}

final class ClosureOneChange: Workload {
    @MainActor final class Model {
        var handlers: [@MainActor (String) -> Void] = []
        var name = "" { didSet { for handler in handlers { handler(name) } } }
    }
    let model = Model()
    let label = BoundLabel()
    var names = NameCycle()

    init() {
        model.handlers.append { [weak label] name in label?.text = name }
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.name = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}

final class CombineOneChange: Workload {
    final class Model { @Published var name = "" }
    let model = Model()
    let label = BoundLabel()
    var names = NameCycle()
    var subscription: AnyCancellable?

    init() {
        subscription = model.$name.map(Optional.some).assign(to: \.text, on: label)
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.name = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}

@Observable final class ObservableNameModel {
    var name = ""
}

final class ObservationOneChange: Workload {
    let model = ObservableNameModel()
    let label = BoundLabel()
    var names = NameCycle()
    var update: TrackedUpdate?

    init() {
        update = TrackedUpdate { [model, label] in label.text = model.name }
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            model.name = names.next()
            update?.updateIfNeeded()
        }
    }

    var labelTexts: [String?] { [label.text] }
}
