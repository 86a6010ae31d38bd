extension KeyPathObserver {
    /// Registers on the keys from `level` on, starting at `container`, the value of `source` when
    /// a property holds it; stops at the first value that is neither a key-value coding object nor
    /// an array of them. `strict` (when observing starts) refuses paths into objects held in data.
    func build(from level: Int, container: Any?, source: ElementObservers.Source?, visiting: [String],
               strict: Bool) throws(KeyValueError) -> [Link] {
        var built: [Link] = []
        var current = container
        var source = source
        var level = level
        do {
            while level < components.count {
                let key = components[level]
                let value = flatten(current)
                if !key.hasPrefix("@"), let object = KeyPathWalker.keyValueObject(value) {
                    let (link, next, property) = try attach(to: object, key: key, at: level, visiting: visiting)
                    built.append(link)
                    current = next
                    source = property
                } else if let value, value is any KeyValueArray {
                    if let elements = try observeElements(of: value, at: level, source: source, strict: strict) { built.append(.elements(elements)) }
                    break
                } else {
                    if strict, let value {
                        try Self.refuseObjects(inData: value, named: level > 0 ? components[level - 1] : keyPath,
                                               holder: "data", components: components[level...], keyPath: keyPath)
                    }
                    break
                }
                level += 1
            }
        } catch {
            built.forEach { $0.detach() }
            throw error
        }
        return built
    }

    /// Registers on `key` of `object`: returns the link, the key's value and, for an `@Observed`
    /// property, the property.
    private func attach(to object: any KeyValueCoding, key: String, at level: Int,
                        visiting: [String]) throws(KeyValueError) -> (Link, Any?, ElementObservers.Source?) {
        if let entry = object.propertyTable.entries[key] {
            let property = entry.property(of: object)
            let isLast = level == components.count - 1
            // An array whose elements are observed below reports its changes itself, elements and
            // all (see `arrayChanged`); other intermediates need the prior pass to read the path's
            // old value before it changes; the last property reports its own old value.
            let feedsElements = !isLast && TypeKind.isArrayOfObjects(property.valueType) && !elementComponents(from: level + 1).isEmpty
            let reportsElements = feedsElements && isElementPath(from: level + 1)
            let observer = PropertyObserver(
                wantsPrior: requirements.prior || (requirements.old && !isLast && !reportsElements),
                needsOld: requirements.old && (isLast || reportsElements),
                needsNew: (isLast && requirements.new) || feedsElements,
                onDeallocate: deallocationHandler(at: level)
            ) { [weak self] event in self?.propertyChanged(at: level, event) }
            let affectedKeys = PropertyTable.affectingKeyPaths(of: type(of: object))
            let affecting = affectedKeys.isEmpty ? [] : affectedKeys[key] ?? []
            // Observed first: a cycle throws before the property is registered on.
            let dependencies = affecting.isEmpty ? [] : try observeDependencies(affecting, of: object, key: key, at: level, visiting: visiting)
            let registrar = property.addObserver(observer)
            let link = PropertyLink(object: object, entry: entry, registrar: registrar, observer: observer,
                                    mayHoldObject: TypeKind.mayHoldObject(property.valueType), dependencies: dependencies)
            return (.property(link), property.anyValue, ElementObservers.Source(object: object, entry: entry))
        }
        let objectType = type(of: object)
        let filter = SerialFilter()
        let wantsPrior = requirements.prior || requirements.old
        var observers: [KeyPathObserver] = []
        do {
            observers = try observeDependencies(objectType.keyPathsForValuesAffectingValue(forKey: key).sorted(), of: object, key: key,
                                                at: level, visiting: visiting, filter: filter)
            let value = try object.checkedValue(forKey: key)
            let manualObserver = PropertyObserver(wantsPrior: wantsPrior, needsOld: false, needsNew: false,
                                                  onDeallocate: deallocationHandler(at: level)) { [weak self] event in
                self?.dependencyChanged(at: level, isPrior: event.isPrior, serial: event.serial, filter: filter)
            }
            let registrar = OtherKeyObservers.add(manualObserver, forKey: key, of: object)
            let link = DependencyLink(key: key, observers: observers, manualRegistrar: registrar, manualObserver: manualObserver)
            return (.dependencies(link), value, nil)
        } catch {
            observers.forEach { $0.invalidate() }
            throw error
        }
    }

    /// Observes `paths`, which affect `key` of `object` (reached at `level`): each change of one is
    /// a change of the key. Throws when `key` is among the keys being resolved (`visiting`): the
    /// keys depend on each other in a cycle.
    private func observeDependencies(_ paths: [String], of object: any KeyValueCoding, key: String, at level: Int, visiting: [String],
                                     filter: SerialFilter = SerialFilter()) throws(KeyValueError) -> [KeyPathObserver] {
        let objectType = type(of: object)
        let marker = "\(objectType).\(key)"
        if visiting.contains(marker) {
            throw .dependencyCycle(type: String(describing: objectType), keys: visiting.map { String($0.split(separator: ".").last ?? "") } + [key])
        }
        let requirements = Requirements(prior: requirements.prior || requirements.old, old: false, new: false)
        var observers: [KeyPathObserver] = []
        do {
            for path in paths {
                observers.append(try KeyPathObserver(
                    root: object, keyPath: path, components: try KeyPathComponents.split(path),
                    requirements: requirements, visiting: visiting + [marker],
                    onRootDeallocated: deallocationHandler(at: level)
                ) { [weak self] event in
                    self?.dependencyChanged(at: level, isPrior: event.isPrior, serial: event.serial, filter: filter)
                })
            }
        } catch {
            observers.forEach { $0.invalidate() }
            throw error
        }
        return observers
    }

    /// Observes the rest of the path from each element of `array`, reached at `level`; `nil` when
    /// no key is read from the elements (`items.@count`) or a property's type says they are values
    /// (`[[String: Any]]`), which change only with the array.
    private func observeElements(of array: Any, at level: Int, source: ElementObservers.Source?,
                                 strict: Bool) throws(KeyValueError) -> ElementObservers? {
        let elementComponents = elementComponents(from: level)
        guard !elementComponents.isEmpty else { return nil }
        if let source, !TypeKind.isArrayOfObjects(source.entry.storage.valueType) {
            guard strict else { return nil }
            for (index, element) in ((array as? any KeyValueArray)?.elementsAsAny ?? []).enumerated() {
                try Self.refuseObjects(inData: element, named: "\(components[level - 1])[\(index)]", holder: typeName(of: array),
                                       components: elementComponents[...], keyPath: keyPath)
            }
            return nil
        }
        // Read again with its write count, so the array's later notifications apply in order.
        let (elements, version) = source?.arrayAndVersion ?? ((array as? any KeyValueArray)?.elementsAsAny ?? [], 0)
        let elementRequirements = isElementPath(from: level) ? requirements
            : Requirements(prior: requirements.prior || requirements.old, old: false, new: false)
        return try ElementObservers(
            elements: elements, version: version, arrayKey: level > 0 ? components[level - 1] : keyPath, pathForErrors: keyPath,
            source: source,
            components: elementComponents, requirements: elementRequirements
        ) { [weak self] index, element, event in
            self?.elementChanged(at: level, index: index, element: element, event)
        }
    }

    /// The keys read from each element of an array reached at `level`: the rest of the path
    /// without its collection operators, up to a `@count`, which reads no element.
    func elementComponents(from level: Int) -> [String] {
        var keys: [String] = []
        for key in components[level...] {
            if key == "@count" { break }
            if !key.hasPrefix("@") { keys.append(key) }
        }
        return keys
    }

    /// Whether the path's value from `level` on is the array's elements' values, one per element
    /// (no collection operator follows), so its changes have the elements' indexes.
    func isElementPath(from level: Int) -> Bool {
        !components[level...].contains { $0.hasPrefix("@") }
    }

    /// Replaces the links after `level` with links to the values there now.
    func rebuild(after level: Int) {
        // The common case in cells: `content` is a dictionary, so nothing is attached below it and
        // nothing can be; skip the walk from the root and the relinking.
        let (hasLinksBelow, link): (Bool, PropertyLink?) = lock.withLock {
            guard links.indices.contains(level), case .property(let link) = links[level] else {
                return (links.count > level + 1, nil)
            }
            return (links.count > level + 1, link)
        }
        let source = link.map { ElementObservers.Source(object: $0.object, entry: $0.entry) }
        if !hasLinksBelow, let link {
            guard link.mayHoldObject else { return }
            if let object = link.object, !canAttach(below: link.entry.property(of: object).anyValue, at: level + 1) { return }
        }
        let (generation, stale): (Int, [Link]) = lock.withLock {
            self.generation += 1
            let stale = links.count > level + 1 ? Array(links[(level + 1)...]) : []
            if links.count > level + 1 { links.removeSubrange((level + 1)...) }
            return (self.generation, stale)
        }
        stale.forEach { $0.detach() }
        guard let root else { return }
        let base = try? KeyPathWalker.value(in: root, components: components[...level], keyPath: keyPath)
        let fresh = (try? build(from: level + 1, container: base, source: source, visiting: [], strict: false)) ?? []
        let rejected: [Link] = lock.withLock {
            // A newer rebuild started meanwhile: its links reflect later values, so ours are dropped.
            guard generation == self.generation, !isInvalidated, links.count == level + 1 else { return fresh }
            links.append(contentsOf: fresh)
            return []
        }
        rejected.forEach { $0.detach() }
    }

    /// Whether `value`, reached at `level`, has something to attach to: an object, or an array
    /// whose elements the rest of the path reads.
    private func canAttach(below value: Any?, at level: Int) -> Bool {
        guard let value = flatten(value) else { return false }
        if KeyPathWalker.keyValueObject(value) != nil { return true }
        return level < components.count && value is any KeyValueArray && !elementComponents(from: level).isEmpty
    }

    /// Throws when the keys `components` read below `value`, data (a dictionary, an array of
    /// values), reach into a key-value coding object, which nobody would report the changes of.
    /// `name` and `holder` describe `value` and what holds it, for the message.
    static func refuseObjects(inData value: Any, named name: String, holder: String, components: ArraySlice<String>,
                              keyPath: String) throws(KeyValueError) {
        var current: Any? = value
        var name = name
        var holder = holder
        for key in components {
            guard let value = flatten(current) else { return }
            if KeyPathWalker.keyValueObject(value) != nil { throw .unobservableKeyPath(keyPath: keyPath, key: name, holder: holder) }
            if let array = value as? any KeyValueArray {
                guard key != "@count" else { return }
                if array.elementsAsAny.contains(where: { KeyPathWalker.keyValueObject($0) != nil }) {
                    throw .unobservableKeyPath(keyPath: keyPath, key: name, holder: holder)
                }
                return
            }
            guard !key.hasPrefix("@"), let dictionary = value as? any KeyValueDictionary else { return }
            holder = typeName(of: value)
            name = key
            current = dictionary.keyValue(forKey: key)
        }
    }
}
