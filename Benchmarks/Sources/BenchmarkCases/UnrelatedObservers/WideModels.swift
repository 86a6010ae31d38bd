import Bindings
@preconcurrency import OpenCombine
import Observation

// Case 6's model, once per technology: the key `title` that changes, and twenty unrelated keys
// `k01`…`k20` that carry the unrelated observers (spread evenly over them).

/// The names of the unrelated keys.
let unrelatedKeys = (1...20).map { "k" + ($0 < 10 ? "0" : "") + String($0) }

final class WideModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed, whose storage is lock-protected.
    @Observed var title = ""
    @Observed var k01 = 0
    @Observed var k02 = 0
    @Observed var k03 = 0
    @Observed var k04 = 0
    @Observed var k05 = 0
    @Observed var k06 = 0
    @Observed var k07 = 0
    @Observed var k08 = 0
    @Observed var k09 = 0
    @Observed var k10 = 0
    @Observed var k11 = 0
    @Observed var k12 = 0
    @Observed var k13 = 0
    @Observed var k14 = 0
    @Observed var k15 = 0
    @Observed var k16 = 0
    @Observed var k17 = 0
    @Observed var k18 = 0
    @Observed var k19 = 0
    @Observed var k20 = 0
}

@MainActor
final class ClosureWideModel {
    var titleHandlers: [@MainActor (String) -> Void] = []
    var handlers: [[(Int) -> Void]] = Array(repeating: [], count: 20)
    var title = "" { didSet { for handler in titleHandlers { handler(title) } } }
    var k01 = 0 { didSet { notify(0, k01) } }
    var k02 = 0 { didSet { notify(1, k02) } }
    var k03 = 0 { didSet { notify(2, k03) } }
    var k04 = 0 { didSet { notify(3, k04) } }
    var k05 = 0 { didSet { notify(4, k05) } }
    var k06 = 0 { didSet { notify(5, k06) } }
    var k07 = 0 { didSet { notify(6, k07) } }
    var k08 = 0 { didSet { notify(7, k08) } }
    var k09 = 0 { didSet { notify(8, k09) } }
    var k10 = 0 { didSet { notify(9, k10) } }
    var k11 = 0 { didSet { notify(10, k11) } }
    var k12 = 0 { didSet { notify(11, k12) } }
    var k13 = 0 { didSet { notify(12, k13) } }
    var k14 = 0 { didSet { notify(13, k14) } }
    var k15 = 0 { didSet { notify(14, k15) } }
    var k16 = 0 { didSet { notify(15, k16) } }
    var k17 = 0 { didSet { notify(16, k17) } }
    var k18 = 0 { didSet { notify(17, k18) } }
    var k19 = 0 { didSet { notify(18, k19) } }
    var k20 = 0 { didSet { notify(19, k20) } }

    private func notify(_ key: Int, _ value: Int) {
        for handler in handlers[key] { handler(value) }
    }
}

final class CombineWideModel {
    @Published var title = ""
    @Published var k01 = 0
    @Published var k02 = 0
    @Published var k03 = 0
    @Published var k04 = 0
    @Published var k05 = 0
    @Published var k06 = 0
    @Published var k07 = 0
    @Published var k08 = 0
    @Published var k09 = 0
    @Published var k10 = 0
    @Published var k11 = 0
    @Published var k12 = 0
    @Published var k13 = 0
    @Published var k14 = 0
    @Published var k15 = 0
    @Published var k16 = 0
    @Published var k17 = 0
    @Published var k18 = 0
    @Published var k19 = 0
    @Published var k20 = 0

    static let unrelated: [any KeyPath<CombineWideModel, Published<Int>.Publisher> & Sendable] = [
        \CombineWideModel.$k01, \CombineWideModel.$k02, \CombineWideModel.$k03, \CombineWideModel.$k04, \CombineWideModel.$k05,
        \CombineWideModel.$k06, \CombineWideModel.$k07, \CombineWideModel.$k08, \CombineWideModel.$k09, \CombineWideModel.$k10,
        \CombineWideModel.$k11, \CombineWideModel.$k12, \CombineWideModel.$k13, \CombineWideModel.$k14, \CombineWideModel.$k15,
        \CombineWideModel.$k16, \CombineWideModel.$k17, \CombineWideModel.$k18, \CombineWideModel.$k19, \CombineWideModel.$k20,
    ]
}

@Observable final class ObservableWideModel {
    var title = ""
    var k01 = 0
    var k02 = 0
    var k03 = 0
    var k04 = 0
    var k05 = 0
    var k06 = 0
    var k07 = 0
    var k08 = 0
    var k09 = 0
    var k10 = 0
    var k11 = 0
    var k12 = 0
    var k13 = 0
    var k14 = 0
    var k15 = 0
    var k16 = 0
    var k17 = 0
    var k18 = 0
    var k19 = 0
    var k20 = 0

    static let unrelated: [any KeyPath<ObservableWideModel, Int> & Sendable] = [
        \ObservableWideModel.k01, \ObservableWideModel.k02, \ObservableWideModel.k03, \ObservableWideModel.k04, \ObservableWideModel.k05,
        \ObservableWideModel.k06, \ObservableWideModel.k07, \ObservableWideModel.k08, \ObservableWideModel.k09, \ObservableWideModel.k10,
        \ObservableWideModel.k11, \ObservableWideModel.k12, \ObservableWideModel.k13, \ObservableWideModel.k14, \ObservableWideModel.k15,
        \ObservableWideModel.k16, \ObservableWideModel.k17, \ObservableWideModel.k18, \ObservableWideModel.k19, \ObservableWideModel.k20,
    ]
}
