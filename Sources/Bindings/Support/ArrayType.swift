/// Lets the runtime see the element type of an `Array` hidden behind `Any.Type`.
protocol ArrayType {
    static var elementType: Any.Type { get }
}
