import Bindings
import Foundation

/// A stand-in for a label: one optional and one non-optional property, and a set counter.
final class FakeLabel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var text: String? = nil
    @Observed var textColor = "black"
    @Observed var lines = 1
    @Observed var isHidden = false
}

/// A stand-in for a main-actor view.
final class FakeView: KeyValueCoding, MainActorBindingTarget, @unchecked Sendable {
    @Observed var text: String? = nil
}

/// A cell exposing one view-model property, as in the sample app.
final class FakeCell: KeyValueCoding, @unchecked Sendable {
    @Observed var content: [String: Any]? = nil
    @Observed var row: Pharmacy? = nil
}

final class SearchModel: KeyValueCoding, @unchecked Sendable {
    @Observed var searchText = ""
    @Observed var limit = 10
}

/// An owner that brings its own formatters.
final class FormattingOwner: KeyValueCoding, FormatterProviding, @unchecked Sendable {
    @Observed var value = "x"
    let formatterRegistry: FormatterRegistry = {
        let registry = FormatterRegistry()
        registry.register("shout") { _ in Shout() }
        return registry
    }()

    struct Shout: ValueFormatter {
        func format(_ value: Any?) -> Any? { (value as? String).map { $0.uppercased() + "!" } }
    }
}

/// Reads the binding diagnostics reported for one expression from the shared sink's history
/// (tests run in parallel, so each test uses an expression of its own).
struct DiagnosticCapture {
    let expression: String

    init(expression: String) {
        self.expression = expression
        // Keep test output quiet; the history is kept whatever the handler does.
        BindingDiagnostics.shared.setHandler { _ in }
    }

    var all: [String] {
        BindingDiagnostics.shared.recent.filter { $0.expression == expression }.map(\.description)
    }
}
