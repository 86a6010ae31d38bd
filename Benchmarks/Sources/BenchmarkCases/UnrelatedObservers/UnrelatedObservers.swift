import Bindings
@preconcurrency import OpenCombine
import Observation

/// Case 6: one object with `unrelated` observers on twenty other keys; changing `title` updates
/// one bound label. The cost must not depend on the unrelated observers.
///
/// `@Observed` properties are declared, so one object cannot have 10,000 distinct keys; the
/// observers are spread over twenty unrelated keys instead (500 each at 10,000). Observers on
/// `content.<key>` paths through one dictionary property would not do: they all observe `content`.
enum UnrelatedObservers {
    @MainActor static func make(_ technology: Technology, unrelated: Int) -> any Workload {
        switch technology {
        case .bindings: BindingsUnrelated(unrelated)
        case .direct: DirectUnrelated()
        case .closures: ClosureUnrelated(unrelated)
        case .openCombine: CombineUnrelated(unrelated)
        case .observation: ObservationUnrelated(unrelated)
        case .plain: preconditionFailure("this case has no plain-class workload")
        }
    }
}

/// `observe(key)` tokens on the unrelated keys; `title` bound to the label.
final class BindingsUnrelated: Workload {
    let model = WideModel()
    let label = BoundLabel()
    var names = NameCycle()
    var tokens: [KeyValueObservation] = []

    init(_ unrelated: Int) {
        do {
            try label.bind("text", to: model, "title")
            for index in 0..<unrelated {
                tokens.append(try model.observe(unrelatedKeys[index % unrelatedKeys.count]) { _, _ in })
            }
        } catch {
            fatalError("\(error)")
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.title = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}

/// Hand-written code has no observers to be unaffected by: the same as case 1's direct code.
final class DirectUnrelated: Workload {
    let inner = DirectOneChange()
    func run(_ count: Int) { inner.run(count) }
    var labelTexts: [String?] { inner.labelTexts }
}

final class ClosureUnrelated: Workload {
    let model = ClosureWideModel()
    let label = BoundLabel()
    var names = NameCycle()

    init(_ unrelated: Int) {
        model.titleHandlers.append { [weak label] title in label?.text = title }
        for index in 0..<unrelated { model.handlers[index % model.handlers.count].append { _ in } }
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.title = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}

final class CombineUnrelated: Workload {
    let model = CombineWideModel()
    let label = BoundLabel()
    var names = NameCycle()
    var subscriptions: [AnyCancellable] = []

    init(_ unrelated: Int) {
        subscriptions.append(model.$title.map(Optional.some).assign(to: \.text, on: label))
        for index in 0..<unrelated {
            let publisher = model[keyPath: CombineWideModel.unrelated[index % CombineWideModel.unrelated.count]]
            subscriptions.append(publisher.sink { _ in })
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count { model.title = names.next() }
    }

    var labelTexts: [String?] { [label.text] }
}

/// The unrelated observers are trackings of one key each, never fired, so they stay registered.
final class ObservationUnrelated: Workload {
    let model = ObservableWideModel()
    let label = BoundLabel()
    var names = NameCycle()
    var update: TrackedUpdate?

    init(_ unrelated: Int) {
        update = TrackedUpdate { [model, label] in label.text = model.title }
        for index in 0..<unrelated {
            let key = ObservableWideModel.unrelated[index % ObservableWideModel.unrelated.count]
            withObservationTracking { _ = model[keyPath: key] } onChange: {}
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            model.title = names.next()
            update?.updateIfNeeded()
        }
    }

    var labelTexts: [String?] { [label.text] }
}
