import Foundation

/// Telephone numbers as people write them: `+1 (617) 555-0100`, `617.555.0100`, `5550100`.
enum PhoneNumber {
    /// Whether `text` is digits with an optional leading `+`, spaces, dashes, dots and parentheses,
    /// 7 to 15 digits in all (E.164's longest).
    static func isValid(_ text: String) -> Bool {
        var digits = 0
        for (index, character) in text.trimmingCharacters(in: .whitespaces).enumerated() {
            switch character {
            case "0"..."9": digits += 1
            case "+" where index == 0: continue
            case " ", "-", ".", "(", ")": continue
            default: return false
            }
        }
        return (7...15).contains(digits)
    }
}
