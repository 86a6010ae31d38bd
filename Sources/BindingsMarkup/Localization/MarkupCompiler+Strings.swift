extension MarkupCompiler {
    /// An item's or a section's attribute value: `@key` localized (a key with no string shows
    /// itself, with a warning), `^` unescaped.
    mutating func localized(_ text: String, at location: MarkupLocation) -> String {
        if case .localized(let key) = AttributeValue(text) {
            guard let string = localizedString(key) else {
                diagnostics.append(location.diagnostic(.localization(.missingLocalizedString(key: key)), severity: .warning))
                return key
            }
            return string
        }
        if case .literal(let literal) = AttributeValue(text) { return literal }
        return text
    }

    /// The string for `@key`, if there is one. The first lookup reads the loader's `.strings`
    /// files and reports their problems.
    mutating func localizedString(_ key: String) -> String? {
        let strings = self.strings ?? sources.localizedStrings(ownerType: ownerType)
        if self.strings == nil {
            diagnostics += strings.problems
            self.strings = strings
        }
        return strings.values[key]
    }
}
