extension Binding {
    /// Registers with the owner: on the direct source to be handed its values, or else on the
    /// owner's keeper to learn when the owner goes. Nothing for an owner without `@Observed` properties.
    ///
    /// - Returns: the direct source's value, read in the same hold of the owner's lock, when the
    ///   plan reads it typed (see ``SourceSnapshot``).
    func register(with owner: some KeyValueCoding) -> SourceSnapshot? {
        guard let entry = plan.source?.entry ?? owner.propertyTable.keeper else { return nil }
        registrations.needsValue = plan.source != nil
        return registrations.ownerLock.withLock {
            let registrar = entry.unretainedRegistrarLocked(of: owner, lock: registrations.ownerLock)
            registrar._withUnsafeGuaranteedRef { registrar in
                if registrations.needsValue { registrar.list.add(self) } else { registrar.lifetimeObservers.append(self) }
            }
            registrations.sourceRegistrar = registrar
            return registrations.needsValue ? SourceSnapshot.read(extraction, at: PropertyTable.Entry.field(at: entry.offset, of: owner)) : nil
        }
    }

    /// Leaves the owner's registrar, the target key that keeps it and any path or edit observations.
    func detach() {
        if let paths {
            let (observers, edits) = lock.withLock {
                defer { paths.observers = []; paths.edits = nil }
                return (paths.observers, paths.edits)
            }
            observers.forEach { $0.invalidate() }
            edits?.detach()
        }
        registrations.ownerLock.withLock {
            registrations.sourceRegistrar?._withUnsafeGuaranteedRef { registrar in
                if registrations.needsValue { registrar.list.remove(self) } else { registrar.lifetimeObservers.remove(self) }
            }
            registrations.sourceRegistrar = nil
        }
        KeptBindings.forget(self)
    }

    /// The owner's registrar that this binding is registered with is being freed: forget it.
    /// Called with that registrar's lock held, so never while ``detach()`` uses it.
    func registrarWillDeallocate(_ registrar: ObserverRegistrar) {
        registrations.sourceRegistrar = nil
    }

    /// The target's registrar that keeps this binding is being freed: forget it, as above.
    func keeperWillDeallocate() {
        registrations.keeper = nil
    }
}
