import Foundation

/// Why a pharmacy file could not be loaded: one line for standard error, naming the file and the row.
public struct PharmacyDataError: Error, Equatable, CustomStringConvertible {
    /// The whole message, such as `pharmacies.json: row 4: 'distance' must be a number`.
    public let description: String
}

/// Reads pharmacy search results: a JSON array of objects with the reference sample's fields.
///
/// Rows become `[String: Any]` dictionaries of `String` and `Double` values, the shape the cell's
/// bindings read, each with its place in the file as `index`. Input is untrusted (`--data FILE`), so every field is checked and reported, never trapped on.
public enum PharmacyData {
    /// Fields every row must have, as text.
    static let textFields = ["name", "address1", "city", "state", "zipCode", "phone"]
    /// Fields every row must have, as numbers.
    static let numberFields = ["latitude", "longitude", "distance"]
    /// Fields a row may leave out (or set to `null`); when present they are text.
    static let optionalTextFields = ["email", "fax"]

    /// The rows of the file at `path`; errors name the file as `path` was given.
    public static func load(path: String) throws(PharmacyDataError) -> [[String: Any]] {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw PharmacyDataError(description: "\(path): \(exists ? "cannot be read" : "no such file")")
        }
        return try parse(data, file: path)
    }

    /// Reads the file at `path` a part at a time, so that a long file's first rows can show while
    /// the rest is read: `read` gets every row read so far, first after ``firstPart`` rows, then
    /// each time the rows read have grown fivefold, and last with all of them (`isComplete`).
    /// Errors are those of ``load(path:)``, thrown once the rows before the problem were given.
    public static func load(path: String, inParts read: ([[String: Any]], _ isComplete: Bool) -> Void) throws(PharmacyDataError) {
        guard let data = FileManager.default.contents(atPath: path) else { return read(try load(path: path), true) }
        // A file not shaped as an array of elements is parsed whole, for the same error.
        guard var array = PharmacyJSONArray(data) else { return read(try parse(data, file: path), true) }
        var rows: [[String: Any]] = []
        // Each part is found in the bytes only once the one before it shows.
        while !array.isFinished {
            guard let part = array.next(rows.isEmpty ? firstPart : rows.count * 4) else { return read(try parse(data, file: path), true) }
            guard let first = part.first, let last = part.last else { break }
            // The part's elements as an array of their own: "[" + the bytes from the first to the last + "]".
            var bytes = Data("[".utf8)
            bytes.append(data[first.lowerBound..<last.upperBound])
            bytes.append(contentsOf: "]".utf8)
            rows.append(contentsOf: try parse(bytes, file: path, firstIndex: rows.count))
            if !array.isFinished { read(rows, false) }
        }
        read(rows, true)
    }

    /// How many rows the first part of ``load(path:inParts:)`` holds: a screenful and more, read
    /// in milliseconds.
    public static let firstPart = 1_000

    /// The rows shipped with the example.
    public static func loadShipped() throws(PharmacyDataError) -> [[String: Any]] {
        guard let url = AppResources.url(forResource: "pharmacies", withExtension: "json") else {
            throw PharmacyDataError(description: "pharmacies.json: missing from the app's resources")
        }
        return try load(path: url.path)
    }

    /// The rows of JSON `data`; `file` names it in errors.
    static func parse(_ data: Data, file: String, firstIndex: Int = 0) throws(PharmacyDataError) -> [[String: Any]] {
        let name = file
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw PharmacyDataError(description: "\(name): not valid JSON")
        }
        guard let array = json as? [Any] else {
            throw PharmacyDataError(description: "\(name): expected an array of pharmacies")
        }
        var rows: [[String: Any]] = []
        rows.reserveCapacity(array.count)
        for (offset, element) in array.enumerated() {
            let index = firstIndex + offset
            do {
                var row = try row(element)
                // Its place in the file: what tells rows apart when a search or sort reorders them.
                row["index"] = index
                rows.append(row)
            } catch {
                throw PharmacyDataError(description: "\(name): row \(index + 1): \(error.description)")
            }
        }
        return rows
    }

    /// One checked row; the error says what is wrong, without the position.
    private static func row(_ element: Any) throws(PharmacyDataError) -> [String: Any] {
        guard let object = element as? [String: Any] else {
            throw PharmacyDataError(description: "expected an object")
        }
        var row: [String: Any] = [:]
        for key in textFields {
            guard let value = object[key], !(value is NSNull) else { throw PharmacyDataError(description: "missing '\(key)'") }
            guard let text = value as? String else { throw PharmacyDataError(description: "'\(key)' must be a string") }
            row[key] = text
        }
        for key in numberFields {
            guard let value = object[key], !(value is NSNull) else { throw PharmacyDataError(description: "missing '\(key)'") }
            // Text never bridges to a number here, but Foundation may hand numbers back as NSNumber.
            guard !(value is String), let number = (value as? NSNumber)?.doubleValue ?? (value as? Double), number.isFinite else {
                throw PharmacyDataError(description: "'\(key)' must be a number")
            }
            row[key] = number
        }
        for key in optionalTextFields {
            guard let value = object[key], !(value is NSNull) else { continue }
            guard let text = value as? String else { throw PharmacyDataError(description: "'\(key)' must be a string") }
            // An empty email or fax is as good as none: the row hides.
            if !text.isEmpty { row[key] = text }
        }
        return row
    }
}
