import Foundation

extension Binding {
    /// Validates the owner's keys, observes them and the target, takes the target key's slot
    /// (unbinding the binding that held it) and sets the first value.
    func start(owner: some KeyValueCoding, target: some KeyValueCoding) throws(BindingError) {
        for keyPath in expression.dependencies {
            do {
                _ = try KeyPathWalker.value(of: owner, components: keyPath.components[...], keyPath: keyPath.string)
            } catch {
                throw .unknownOwnerKey(error)
            }
        }
        guard mode != .oneTime, !expression.dependencies.isEmpty || mode == .twoWay else {
            // A one-time value still replaces whatever bound the key before.
            BindingRegistry.binding(of: target, key: targetKey)?.unbind()
            modelChanged()
            return
        }
        var observers: [KeyPathObserver] = []
        var sourceLink: (registrar: ObserverRegistrar?, observer: PropertyObserver)?
        if let directSource {
            sourceLink = observe(directSource, of: owner)
        } else {
            do throws(KeyValueError) {
                for keyPath in expression.dependencies {
                observers.append(try KeyPathObserver(
                    root: owner, keyPath: keyPath.string, components: keyPath.components,
                    requirements: .init(prior: false, old: false, new: false),
                    onRootDeallocated: { [weak self] in self?.unbind() }
                ) { [weak self] event in self?.modelChanged(serial: event.serial) })
                }
            } catch {
                observers.forEach { $0.invalidate() }
                throw .unknownOwnerKey(error)
            }
        }
        let targetWatch = targetProperty.watch(target, for: self, observesEdits: mode == .twoWay)
        lock.withLock {
            self.observers = observers
            self.sourceRegistrar = sourceLink?.registrar
            self.sourceObserver = sourceLink?.observer
            self.targetWatch = targetWatch
        }
        BindingRegistry.add(self, target: target)?.unbind()
        modelChanged()
    }

    /// A key path the expression reads changed: update the target, on the main actor if needed.
    /// A change already applied through another of the expression's key paths is skipped.
    func modelChanged(serial: UInt64 = 0) {
        if serial != 0, lastSerial.exchange(serial, ordering: .relaxed) == serial { return }
        guard deliversOnMainActor, !MainQueue.isCurrent else {
            apply()
            return
        }
        // Off the main actor: one update is queued however many changes arrive before it runs,
        // and it reads the latest values then.
        guard !pending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        DispatchQueue.main.async {
            self.pending.store(false, ordering: .releasing)
            self.apply()
        }
    }

    /// The target and the current thread when an update may go ahead: the binding is still
    /// active (one replaced or unbound while an update was queued for it must not overwrite its
    /// successor), its target lives, and this thread is not writing an edit back (a two-way
    /// binding hears its own echo). A one-time binding ends here.
    func beginUpdate() -> (target: any KeyValueCoding, thread: UInt)? {
        guard isActive else { return nil }
        if isSingleShot { active.store(false, ordering: .releasing) }
        guard let target else {
            // An end without `@Observed` properties cannot say that it is gone: this is when we learn it.
            unbind()
            return nil
        }
        let thread = ThreadIdentity.current
        guard updatingThread.load(ordering: .acquiring) != thread else { return nil }
        return (target, thread)
    }

    /// Evaluates the expression on the owner and sets the target.
    func apply() {
        guard let (target, thread) = beginUpdate() else { return }
        guard let owner else {
            unbind()
            return
        }
        if let directSource {
            set(evaluate(within: directSource.entry.property(of: owner).anyValue), on: target, thread: thread)
            return
        }
        // A template usually reads several keys of one owner property (`content.city`,
        // `content.state`): that property is read once per evaluation, which also makes the
        // template see one value of it.
        var ownerKey: String?
        var ownerValue: Any?
        let readsSeveralPaths = expression.dependencies.count > 1
        let value = expression.evaluate { keyPath in
            do throws(KeyValueError) {
                let components = keyPath.components
                guard readsSeveralPaths, components.count > 1, let first = components.first, !first.hasPrefix("@") else {
                    return try KeyPathWalker.value(of: owner, components: components[...], keyPath: keyPath.string)
                }
                if ownerKey != first {
                    ownerValue = try owner.checkedValue(forKey: first)
                    ownerKey = first
                }
                return try KeyPathWalker.value(in: ownerValue, components: components.dropFirst(), keyPath: keyPath.string)
            } catch {
                report(error.description)
                return nil
            }
        }
        set(formatter.map { $0.format(value) } ?? value, on: target, thread: thread)
    }

    /// The expression, formatted, evaluated on `value`: the value of the owner property that all
    /// its key paths start at (see ``DirectSource``).
    func evaluate(within value: Any?) -> Any? {
        let evaluated = expression.evaluate { keyPath in
            do throws(KeyValueError) {
                return try KeyPathWalker.value(in: value, components: keyPath.components.dropFirst(), keyPath: keyPath.string)
            } catch {
                report(error.description)
                return nil
            }
        }
        return formatter.map { $0.format(evaluated) } ?? evaluated
    }

    /// Sets `result` on the target, marking `thread` as the one updating so that a two-way
    /// binding does not write its own echo back; a value that does not convert sets the default.
    func set(_ result: Any?, on target: some KeyValueCoding, thread: UInt) {
        updatingThread.store(thread, ordering: .releasing)
        defer { updatingThread.store(0, ordering: .releasing) }
        do throws(KeyValueError) {
            try targetProperty.set(result, on: target)
        } catch {
            report(error.description)
            try? targetProperty.set(nil, on: target)
        }
    }

    /// The target was edited (two-way): write the new value back to the owner's key path.
    func targetChanged(isPrior: Bool) {
        guard !isPrior, isActive, let owner, let target, let keyPath = expression.singleKeyPath else { return }
        let thread = ThreadIdentity.current
        guard updatingThread.load(ordering: .acquiring) != thread else { return }
        let value = targetProperty.currentValue(of: target)
        updatingThread.store(thread, ordering: .releasing)
        defer { updatingThread.store(0, ordering: .releasing) }
        do throws(KeyValueError) {
            try owner.setValue(value, forKeyPath: keyPath)
        } catch {
            report(error.description)
        }
    }

    /// Reports a run-time problem once per binding.
    func report(_ message: String) {
        let isNew = lock.withLock { reported.insert(message).inserted }
        guard isNew else { return }
        let targetName = target.map { "\(type(of: $0)).\(targetKey)" } ?? targetKey
        BindingDiagnostics.shared.report(BindingDiagnostic(expression: expression.source, target: targetName, message: message))
    }
}
