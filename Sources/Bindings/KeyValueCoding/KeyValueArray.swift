/// An array, seen through key-value coding.
protocol KeyValueArray {
    var elementsAsAny: [Any] { get }
    func replacingElements(_ elements: [Any], keyPath: String) throws(KeyValueError) -> Any
}
