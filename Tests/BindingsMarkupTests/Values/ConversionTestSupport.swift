import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// The parent suite of the value tests, so that `swift test --filter Values` selects them all.
@Suite(.checksLiveObjects) enum Values {}

/// The failure `body` throws, or `nil` if it succeeds; lets tables compare failures whole.
func conversionFailure<T>(_ body: () throws(KeyValueConversionFailure) -> T) -> KeyValueConversionFailure? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// The value `body` returns, or `nil` if it throws.
func convertedValue<T>(_ body: () throws(KeyValueConversionFailure) -> T) -> T? {
    try? body()
}
