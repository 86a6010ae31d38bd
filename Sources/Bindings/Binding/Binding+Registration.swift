extension Binding {
    /// Registers with the owner: on the direct source to be handed its values, or else on the
    /// owner's anchor to learn when the owner goes. Nothing for an owner without `@Observed` properties.
    func register(with owner: some KeyValueCoding) {
        guard let entry = plan.source?.entry ?? owner.propertyTable.anchor else { return }
        needsValue = plan.source != nil
        ownerLock.withLock {
            let registrar = entry.registrarLocked(of: owner, lock: ownerLock)
            if needsValue { registrar.list.add(self) } else { registrar.lifetimeObservers.append(self) }
            sourceRegistrar = Unmanaged.passUnretained(registrar)
        }
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
        ownerLock.withLock {
            sourceRegistrar?._withUnsafeGuaranteedRef { registrar in
                if needsValue { registrar.list.remove(self) } else { registrar.lifetimeObservers.remove(self) }
            }
            sourceRegistrar = nil
        }
        BindingSlot.vacate(self)
    }

    /// The owner's registrar that this binding is registered with is being freed: forget it.
    /// Called with that registrar's lock held, so never while ``detach()`` uses it.
    func registrarWillDeallocate(_ registrar: ObserverRegistrar) {
        sourceRegistrar = nil
    }

    /// The target's registrar that keeps this binding is being freed: forget it, as above.
    func slotHolderWillDeallocate() {
        slotHolder = nil
    }
}
