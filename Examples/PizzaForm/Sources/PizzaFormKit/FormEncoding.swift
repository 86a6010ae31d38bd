/// The `application/x-www-form-urlencoded` body an HTML form posts: `name=value` pairs joined by
/// `&`, a field with several values (checkboxes) repeated, spaces as `+`, and every byte but
/// letters, digits and `*-._` percent-encoded from UTF-8, as the HTML standard encodes them.
enum FormEncoding {
    static func body(_ fields: [(name: String, value: String)]) -> String {
        fields.map { encoded($0.name) + "=" + encoded($0.value) }.joined(separator: "&")
    }

    static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                result.unicodeScalars.append(UnicodeScalar(byte))
            case UInt8(ascii: " "):
                result += "+"
            default:
                let hex = Array("0123456789ABCDEF")
                result += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
