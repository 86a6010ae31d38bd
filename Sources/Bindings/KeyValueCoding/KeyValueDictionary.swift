/// A dictionary with string keys, seen through key-value coding.
protocol KeyValueDictionary {
    func keyValue(forKey key: String) -> Any?
    func setting(_ value: Any?, forKey key: String, keyPath: String) throws(KeyValueError) -> Any
}
