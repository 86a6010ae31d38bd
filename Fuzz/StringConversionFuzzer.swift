// libFuzzer target: the string conversions of the view-kit value types and of the standard types.
//
// The first byte picks the type (its value modulo the number of types); the rest, decoded as UTF-8
// (invalid sequences become U+FFFD), is the text to convert. When the first byte is 128 or more and at
// least eight bytes follow, those bytes are also converted as numbers of every standard type.
// Each text is converted with `init(parsing:)` and `convert(fromKeyValue:)`, which must agree; a value
// that converts must convert back from its own description; a failure must render its message.
// A broken invariant traps, which libFuzzer reports as a crash.
import BindingsMarkup
import Foundation

/// One conversion under test: it checks everything for one text, and for one non-text value.
private struct Check: Sendable {
    let name: String
    let text: @Sendable (String) -> Void
    let value: @Sendable (Any) -> Void
}

private let checks: [Check] = [
    parsed("Color", Color.init(parsing:)),
    parsed("Font", Font.init(parsing:)),
    parsed("EdgeInsets", EdgeInsets.init(parsing:)),
    parsed("Point", Point.init(parsing:)),
    parsed("Size", Size.init(parsing:)),
    parsed("Rect", Rect.init(parsing:)),
    parsed("TextAlignment", TextAlignment.init(parsing:)),
    parsed("HorizontalAlignment", HorizontalAlignment.init(parsing:)),
    parsed("VerticalAlignment", VerticalAlignment.init(parsing:)),
    parsed("ContentMode", ContentMode.init(parsing:)),
    parsed("LayoutEdges", LayoutEdges.init(parsing:)),
    standard(Int.self), standard(Int8.self), standard(Int32.self), standard(Int64.self),
    standard(UInt.self), standard(UInt8.self), standard(UInt64.self),
    standard(Double.self), standard(Float.self), standard(Bool.self), standard(String.self),
    Check(name: "StringCoding", text: { text in
        if let bool = try? StringCoding.parseBool(text) {
            guard (try? StringCoding.parseBool(String(bool))) == bool else { fatalError("Bool \(bool) does not round-trip") }
        }
        if let color = Color.named(text) {
            guard (try? Color(parsing: text)) == color, color.name != nil else { fatalError("named color \(text.debugDescription) differs") }
        }
    }, value: { value in
        if let number = value as? Double { _ = StringCoding.format(number) }
    }),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let selector = Int(data[0])
    let rest = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let check = checks[selector % checks.count]
    check.text(String(decoding: rest, as: UTF8.self))
    if selector >= 128, rest.count >= 8 {
        let bits = rest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let numbers: [Any] = [
            Int64(bitPattern: bits), bits, Int(truncatingIfNeeded: bits), Int32(truncatingIfNeeded: bits),
            UInt8(truncatingIfNeeded: bits), Double(bitPattern: bits), Float(bitPattern: UInt32(truncatingIfNeeded: bits)),
            Decimal(Double(bitPattern: bits).isFinite ? Double(bitPattern: bits) : 0), bits & 1 == 0,
            Character(Unicode.Scalar(UInt32(truncatingIfNeeded: bits) % 0xD800) ?? "x"),
        ]
        for number in numbers { check.value(number) }
    }
    return 0
}

/// A view-kit value type: `convert` agrees with `init(parsing:)`, and the description parses back.
private func parsed<T: KeyValueConvertible & Equatable & CustomStringConvertible & Sendable>(
    _ name: String, _ parse: @escaping @Sendable (String) throws(KeyValueConversionFailure) -> T
) -> Check {
    Check(name: name, text: { text in
        let result = Result { () throws(KeyValueConversionFailure) in try parse(text) }
        let converted = Result { () throws(KeyValueConversionFailure) in try T.convert(fromKeyValue: text) }
        guard result == converted else { fatalError("\(name): parse and convert disagree on \(text.debugDescription)") }
        switch result {
        case .success(let value):
            let description = value.description
            guard (try? parse(description)) == value else {
                fatalError("\(name): \(text.debugDescription) → \(description.debugDescription) does not parse back")
            }
            guard (try? T.convert(fromKeyValue: value)) == value else { fatalError("\(name): a value does not convert to itself") }
        case .failure:
            renderFailure(text, T.self)
        }
        _ = try? T.convert(fromKeyValue: Substring(text))
    }, value: { value in
        _ = try? T.convert(fromKeyValue: value)
    })
}

/// A standard type: text that converts gives a value whose description converts back to it.
private func standard<T: KeyValueConvertible & Equatable & CustomStringConvertible & Sendable>(
    _ type: T.Type
) -> Check {
    Check(name: String(describing: T.self), text: { text in
        for input in [text as Any, Substring(text) as Any] {
            guard let value = try? T.convert(fromKeyValue: input) else {
                renderFailure(input, T.self)
                continue
            }
            if let double = value as? Double, double.isNaN { continue }
            if let float = value as? Float, float.isNaN { continue }
            guard (try? T.convert(fromKeyValue: value.description)) == value else {
                fatalError("\(T.self): \(text.debugDescription) → \(value.description.debugDescription) does not convert back")
            }
        }
    }, value: { input in
        guard let value = try? T.convert(fromKeyValue: input) else {
            renderFailure(input, T.self)
            return
        }
        // Integers refuse what they cannot hold exactly rather than truncating it.
        if let integer = value as? any BinaryInteger {
            switch input {
            case let double as Double:
                guard Double(exactly: integer) == double else {
                    fatalError("\(T.self): \(double) became \(integer)")
                }
            case let source as any BinaryInteger:
                guard Int128(source) == Int128(integer) || input is Bool else {
                    fatalError("\(T.self): \(source) became \(integer)")
                }
            default: break
            }
        }
    })
}

/// The markup message for a failed conversion; rendering it must not trap either.
private func renderFailure<T: KeyValueConvertible & Sendable>(_ value: Any, _ type: T.Type) {
    do {
        _ = try StringCoding.convert(value, to: type, property: "property")
    } catch {
        _ = error.description
    }
}
