import Foundation

extension Binding {
    /// Validates the owner's keys (unless its class declares them), registers with the owner and
    /// the target, becomes the binding its target key keeps (unbinding the one it kept) and sets the
    /// first value.
    func start(owner: some KeyValueCoding, target: some KeyValueCoding) throws(BindingError) {
        if !plan.ownerKeysDeclared {
            for keyPath in expression.dependencies {
                do {
                    _ = try KeyPathWalker.value(of: owner, components: keyPath.components[...], keyPath: keyPath.string)
                } catch {
                    throw .unknownOwnerKey(error)
                }
            }
        }
        guard !plan.isSingleShot else {
            // A one-time value still replaces whatever bound the key before.
            KeptBindings.binding(of: target, key: targetKey)?.unbind()
            applyFirst(owner: owner, target: target)
            return
        }
        var observers: [KeyPathObserver] = []
        if plan.source == nil {
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
        let edits = mode == .twoWay ? self.target.property.watchEdits(of: target, for: self) : nil
        // A binding with a direct source, one way, has neither: its own lock is then never taken.
        if let paths {
            lock.withLock {
                paths.observers = observers
                paths.edits = edits
            }
        }
        let snapshot = register(with: owner)
        KeptBindings.keep(self, target: target)?.unbind()
        // Ended meanwhile (its owner went on another thread): its target must not keep it.
        if !isActive { KeptBindings.forget(self) }
        applyFirst(owner: owner, target: target, snapshot: snapshot)
    }

    /// Sets the first value as ``apply(owner:)`` does, with both ends in hand: no reference to
    /// lend or load, and no update of this new binding can be under way on this thread. A value
    /// read while registering is set as it is.
    private func applyFirst(owner: some KeyValueCoding, target: some KeyValueCoding, snapshot: SourceSnapshot? = nil) {
        guard isActive else { return }
        if plan.isSingleShot { delivery.active.store(false, ordering: .releasing) }
        let thread = ThreadIdentity.current
        guard let snapshot else {
            update(target, thread: thread, owner: owner)
            return
        }
        snapshot.withValue { set(from: $0, on: target, thread: thread) }
    }

    /// A key path the expression reads changed: update the target, on the main actor if needed.
    /// A change already applied through another of the expression's key paths is skipped.
    /// `owner` is the owner when the change comes from a direct source, which hands it over.
    func modelChanged(serial: UInt64 = 0, owner: AnyObject? = nil) {
        if serial != 0, delivery.lastSerial.exchange(serial, ordering: .relaxed) == serial { return }
        guard deliversOnMainActor, !MainQueue.isCurrent else {
            apply(owner: owner)
            return
        }
        // Off the main actor: one update is queued however many changes arrive before it runs,
        // and it reads the latest values then. It keeps a handed-over owner until it runs.
        guard !delivery.pending.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let owner = UncheckedOwner(object: owner)
        DispatchQueue.main.async {
            self.delivery.pending.store(false, ordering: .releasing)
            self.apply(owner: owner.object)
        }
    }

    /// Calls `body` with the target and the current thread when an update may go ahead: the
    /// binding is still active (one replaced or unbound while an update was queued for it must not
    /// overwrite its successor), its target lives, and this thread is not writing an edit back (a
    /// two-way binding hears its own echo). A one-time binding ends here. A confined target is
    /// lent as it is, without the retain and release a strong reference would cost on every
    /// update: it lives while the binding is active on the main actor (see ``BindingTarget``).
    @inline(__always)
    func withUpdateTarget(_ body: (any KeyValueCoding, UInt) -> Void) {
        guard let thread = updateThread() else { return }
        if let confinedObject = target.confinedObject {
            target.lender.lend(confinedObject) { body($0, thread) }
        } else if let target = targetObject {
            body(target, thread)
        } else {
            // An end without `@Observed` properties cannot say that it is gone: this is when we learn it.
            unbind()
        }
    }

    /// The current thread, when an update may go ahead on it as ``withUpdateTarget(_:)`` says,
    /// before the target is reached; a one-time binding ends here.
    @inline(__always)
    func updateThread() -> UInt? {
        guard isActive else { return nil }
        if plan.isSingleShot { delivery.active.store(false, ordering: .releasing) }
        let thread = ThreadIdentity.current
        guard delivery.updatingThread.load(ordering: .acquiring) != thread else { return nil }
        return thread
    }

    /// Evaluates the expression on the owner as it is now and sets the target. A direct source
    /// is read from `owner`, which whoever reports its change hands over; a binding through path
    /// observations reads its own weak reference.
    func apply(owner given: AnyObject? = nil) {
        withUpdateTarget { target, thread in update(target, thread: thread, owner: given) }
    }

    /// ``apply(owner:)`` once the update may go ahead.
    private func update(_ target: any KeyValueCoding, thread: UInt, owner given: AnyObject?) {
        if let source = plan.source {
            guard let given else { return }
            readSource(source.entry, of: given) { value in set(from: value, on: target, thread: thread) }
            return
        }
        guard let owner = pathOwner else {
            unbind()
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
        set(plan.formatter.map { $0.format(value) } ?? value, on: target, thread: thread)
    }

    /// Calls `body` with the address of the direct source's value, read typed for the forms the
    /// plan reads typed (see ``SourceSnapshot``), through the storage's generic accessor otherwise.
    private func readSource(_ entry: PropertyTable.Entry, of owner: AnyObject, _ body: (UnsafeRawPointer) -> Void) {
        let field = PropertyTable.Entry.field(at: entry.offset, of: owner)
        let snapshot = entry.confined ? SourceSnapshot.read(extraction, at: field)
            : Lock(for: owner).withLock { SourceSnapshot.read(extraction, at: field) }
        guard let snapshot else {
            entry.storage.withValue(at: field, of: owner, confined: entry.confined, body)
            return
        }
        snapshot.withValue(body)
    }

    /// Sets `result` on the target, marking `thread` as the one updating so that a two-way
    /// binding does not write its own echo back; a value that does not convert sets the default.
    func set(_ result: consuming Any?, on target: any KeyValueCoding, thread: UInt) {
        delivery.updatingThread.store(thread, ordering: .releasing)
        defer { delivery.updatingThread.store(0, ordering: .releasing) }
        if let textTarget = self.target.text, let text = Self.takeText(from: &result) {
            textTarget.write(text, to: target, fallback: self.target.defaultBox)
            return
        }
        do throws(KeyValueError) {
            try self.target.property.set(result, default: self.target.defaultValue, on: target)
        } catch {
            report(error.description)
            try? self.target.property.set(nil, default: self.target.defaultValue, on: target)
        }
    }

    /// The text in `result`, moved out, when it holds text as `as? String` reads it; otherwise
    /// `nil`, with `result` as it was. A `String`, what formatters and templates give, is taken
    /// without the runtime's cast (see ``BoxedText``).
    private static func takeText(from result: inout Any?) -> String? {
        guard var value = result.take() else { return nil }
        if let text = BoxedText.takeExactString(from: &value) ?? (value as? String) { return text }
        result = value
        return nil
    }

    /// Sets `text` on the target, as ``set(_:on:thread:)``, typed when the property is text.
    func set(text: consuming String?, on target: any KeyValueCoding, thread: UInt) {
        guard let textTarget = self.target.text else {
            set(text as Any?, on: target, thread: thread)
            return
        }
        delivery.updatingThread.store(thread, ordering: .releasing)
        defer { delivery.updatingThread.store(0, ordering: .releasing) }
        textTarget.write(consume text, to: target, fallback: self.target.defaultBox)
    }

    /// The target was edited (two-way): write the new value back to the owner's key path, read
    /// back through the formatter when there is one. Text it cannot read is reported (once) and
    /// leaves the model as it was.
    func targetChanged(isPrior: Bool) {
        guard !isPrior, isActive, let owner = pathOwner, let target = targetObject, let keyPath = expression.singleKeyPath else { return }
        let thread = ThreadIdentity.current
        guard delivery.updatingThread.load(ordering: .acquiring) != thread else { return }
        var value = self.target.property.currentValue(of: target)
        if let formatter = plan.formatter as? any ParsingValueFormatter, let text = value.flatMap(ExpressionSemantics.string) {
            do throws(FormatterError) {
                value = try formatter.parse(text)
            } catch {
                var error = error
                error.formatter = expression.formatter?.name ?? ""
                report(error.description)
                return
            }
        }
        delivery.updatingThread.store(thread, ordering: .releasing)
        defer { delivery.updatingThread.store(0, ordering: .releasing) }
        do throws(KeyValueError) {
            try owner.setValue(value, forKeyPath: keyPath)
        } catch {
            report(error.description)
        }
    }

    /// Reports a run-time problem once per binding.
    func report(_ message: String) {
        let isNew = lock.withLock {
            if reported == nil { reported = [] }
            return reported?.insert(message).inserted == true
        }
        guard isNew else { return }
        BindingDiagnostics.shared.report(BindingDiagnostic(expression: expression.source, target: "\(target.objectType).\(targetKey)", message: message))
    }
}

/// An owner handed to the main queue for a coalesced update; `@unchecked` because only its
/// identity and its observed storage, which has its own lock, are used there.
private struct UncheckedOwner: @unchecked Sendable {
    let object: AnyObject?
}
