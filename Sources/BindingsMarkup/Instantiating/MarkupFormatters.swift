import Bindings

/// Where the `::name` formatters of one instantiation are looked up: in the owner's registry first,
/// when the owner brings one (``FormatterProviding``), then in the loader's.
///
/// A template is compiled once for every owner, so a name the loader lacks is only known to be
/// wrong once the owner is: ``check(_:)`` reports it before anything is built.
struct MarkupFormatters {
    /// The loader's registry, which compiling checked names against.
    let loader: FormatterRegistry
    /// The owner's registry, if it brings one.
    let owner: FormatterRegistry?
    /// The owner's formatter names, read once per instantiation.
    private let ownerNames: Set<String>

    /// The formatters for `owner`; `mayProvide` false when its class is known not to be
    /// ``FormatterProviding``, which spares the runtime's conformance lookup.
    init(owner: some KeyValueCoding, loader: FormatterRegistry, mayProvide: Bool = true) {
        self.loader = loader
        self.owner = mayProvide ? (owner as? any FormatterProviding)?.formatterRegistry : nil
        ownerNames = Set(self.owner?.registeredNames ?? [])
    }

    /// The registry `reference` is looked up in: the owner's when it has the name, else the loader's.
    func registry(for reference: FormatterReference) -> FormatterRegistry {
        if let owner, ownerNames.contains(reference.name) { return owner }
        return loader
    }

    /// Creates (and caches) the formatter `reference` names, to find problems before building.
    ///
    /// - Throws: ``FormatterError`` from the registry that has the name; for a name neither has,
    ///   an unknown formatter suggesting the nearest name of either.
    func check(_ reference: FormatterReference) throws(FormatterError) {
        do {
            _ = try registry(for: reference).formatter(for: reference)
        } catch {
            guard case .unknownFormatter = error.kind else { throw error }
            let suggestion = Suggestion.closest(to: reference.name, in: loader.registeredNames + ownerNames)
            throw FormatterError(.unknownFormatter(suggestion: suggestion), formatter: reference.name)
        }
    }
}
