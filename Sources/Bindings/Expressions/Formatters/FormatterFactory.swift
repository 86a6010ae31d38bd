/// Creates a formatter from a reference's arguments, or throws when they are not acceptable.
public typealias FormatterFactory = @Sendable ([String: String]) throws(FormatterError) -> any ValueFormatter
