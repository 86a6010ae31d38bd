import Bindings

/// Observations of other objects' keys that a bar or container keeps to follow its items, each
/// calling its handler on the main actor, and ended together when the items change.
@MainActor
struct KeyWatches {
    private var observations: [KeyValueObservation] = []

    /// Ends every observation.
    mutating func removeAll() {
        observations.removeAll()
    }

    /// Calls `handler` after each change of any of `keys` of `object`.
    mutating func watch(_ object: some KeyValueCoding, _ keys: [String], _ handler: @escaping @MainActor () -> Void) {
        for key in keys {
            do {
                observations.append(try object.observe(key, delivery: .mainActor) { _, _ in handler() })
            } catch {
                assertionFailure("\(type(of: object)) declares \(key): \(error)")
            }
        }
    }
}
