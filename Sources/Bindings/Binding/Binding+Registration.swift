extension Binding {
    /// Registers with the owner: on the direct source to be handed its values, or else on the
    /// owner's anchor to learn when the owner goes. Nothing for an owner without `@Observed` properties.
    func register(with owner: some KeyValueCoding) {
        guard let entry = plan.source?.entry ?? owner.propertyTable.anchor else { return }
        needsValue = plan.source != nil
        StripedLock.lock(ownerStripe)
        let registrar = entry.registrarLocked(of: owner, stripe: ownerStripe)
        if needsValue { registrar.list.add(self) } else { registrar.lifetimeObservers.append(self) }
        sourceRegistrar = Unmanaged.passUnretained(registrar)
        StripedLock.unlock(ownerStripe)
    }

    /// Leaves the owner's registrar, the target's slot and any path or edit observations.
    func detach() {
        if plan.observesPaths {
            let (observers, edits) = lock.withLock {
                defer { self.observers = []; self.edits = nil }
                return (self.observers, self.edits)
            }
            observers.forEach { $0.invalidate() }
            edits?.detach()
        }
        StripedLock.lock(ownerStripe)
        sourceRegistrar?._withUnsafeGuaranteedRef { registrar in
            if needsValue { registrar.list.remove(self) } else { registrar.lifetimeObservers.remove(self) }
        }
        sourceRegistrar = nil
        StripedLock.unlock(ownerStripe)
        BindingSlot.vacate(self)
    }

    /// The owner's registrar that this binding is registered with is being freed: forget it.
    /// Called with that registrar's stripe held, so never while ``detach()`` uses it.
    func registrarWillDeallocate(_ registrar: ObserverRegistrar) {
        sourceRegistrar = nil
    }

    /// The target's registrar that keeps this binding is being freed: forget it, as above.
    func slotHolderWillDeallocate() {
        slotHolder = nil
    }
}
