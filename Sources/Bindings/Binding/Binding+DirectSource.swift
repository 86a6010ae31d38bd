extension Binding {
    /// Observes the direct source, handing each change to ``sourceChanged(_:)``.
    func observe(_ source: DirectSource, of owner: some KeyValueCoding) -> (ObserverRegistrar?, PropertyObserver) {
        let observer = PropertyObserver(client: self, tag: Self.sourceTag, wantsPrior: false, needsOld: false, needsNew: true)
        let registrar = source.entry.property(of: owner).addObserver(observer)
        return (registrar, observer)
    }

    /// The direct source changed. A set is applied from the value it carries, at once, when the
    /// target may be set on this thread; anything else (an array edit, whose notification carries
    /// only the changed elements; a change to deliver on the main actor later) takes the path that
    /// reads the owner again.
    func sourceChanged(_ event: PropertyEvent) {
        guard event.kind == .setting, event.version != 0, !deliversOnMainActor || MainQueue.isCurrent else {
            modelChanged(serial: event.serial)
            return
        }
        apply(source: event.newValue, version: event.version)
    }

    /// Evaluates the expression on `value`, the direct source's value as of write `version`, and
    /// sets the target; a value older than one already applied is dropped.
    func apply(source value: Any?, version: Int) {
        guard let (target, thread) = beginUpdate() else { return }
        var last = lastVersion.load(ordering: .acquiring)
        while true {
            guard version > last else { return }
            let (exchanged, original) = lastVersion.compareExchange(expected: last, desired: version, ordering: .acquiringAndReleasing)
            if exchanged { break }
            last = original
        }
        set(evaluate(within: value), on: target, thread: thread)
        // A later value applied meanwhile on another thread may have been overwritten by this one:
        // read the owner again, which ends on the latest value.
        if lastVersion.load(ordering: .acquiring) != version { apply() }
    }
}

extension Binding: PropertyObserverClient {
    /// The tag of the observer of the direct source.
    static let sourceTag: UInt8 = 1
    /// The tag of the observer of the target.
    static let targetTag: UInt8 = 2

    /// A change of the direct source, or an edit of the target (two-way).
    func propertyObserver(_ observer: PropertyObserver, received event: PropertyEvent) {
        if observer.tag == Self.sourceTag {
            sourceChanged(event)
        } else {
            targetChanged(isPrior: event.isPrior)
        }
    }

    /// The owner or the target is being freed: the binding ends.
    func propertyObserverLostObject(_ observer: PropertyObserver) {
        unbind()
    }
}
