/// The messages of the traps for programming errors (not bad input, which throws).
///
/// They live in one file so every way the API can be misused, and what it says, is visible at once.
enum Misuse {
    static func indexOutOfRange(_ index: Int, count: Int) -> String {
        "index \(index) is out of range for an observed array of \(count) elements"
    }

    static func confinedPropertySetOffMainActor(_ type: Any.Type, key: String) -> String {
        "\(type).\(key) was set off the main actor, but \(type)'s @Observed properties belong to the main actor "
            + "(observedPropertiesAreConfined). Set it on the main actor: observe with `delivery: .mainActor` "
            + "(or bind with `delivery: .mainActor`) to run the handler there"
    }
}
