extension Binding: PropertyObserving {
    /// On a direct source, every set's value typed; on the owner's keeper, only the owner's end.
    var needs: ObserverNeeds { registrations.needsValue ? [.changes, .typedValue] : [] }

    /// The direct source changed otherwise than by a set (an array edit, a manual notification):
    /// read the owner again.
    func propertyChanged(_ event: PropertyEvent, of owner: AnyObject) {
        modelChanged(serial: event.serial, owner: owner)
    }

    /// The direct source was set to the value at `value`, as of write `version`. It is applied at
    /// once, from that value, when the target may be set on this thread; a change to deliver on
    /// the main actor later reads the owner then. A value older than one already applied is
    /// dropped, so racing writers leave the target on the latest.
    func propertySet(to value: UnsafeRawPointer, version: Int, of owner: AnyObject, mainQueue: inout MainQueueCheck) {
        guard !deliversOnMainActor || mainQueue.isCurrent() else {
            modelChanged(owner: owner)
            return
        }
        // As ``withUpdateTarget(_:)``, without its closures: this runs for every bound label on
        // every change of a row.
        guard let thread = updateThread(), claim(version) else { return }
        if let confinedObject = target.confinedObject {
            target.lender.set(from: value, on: confinedObject, by: self, thread: thread)
        } else if let target = targetObject {
            set(from: value, on: target, thread: thread)
        } else {
            unbind()
            return
        }
        // A later value applied meanwhile on another thread may have been overwritten by this one:
        // read the owner again, which ends on the latest value.
        if delivery.lastVersion.load(ordering: .acquiring) != version { apply(owner: owner) }
    }

    /// Records `version` as the last applied, unless a newer one was.
    private func claim(_ version: Int) -> Bool {
        if deliversOnMainActor {
            // Such updates all run on the main queue, one at a time: no other thread moves the version.
            guard version > delivery.lastVersion.load(ordering: .relaxed) else { return false }
            delivery.lastVersion.store(version, ordering: .relaxed)
            return true
        }
        var last = delivery.lastVersion.load(ordering: .acquiring)
        while true {
            guard version > last else { return false }
            let (exchanged, original) = delivery.lastVersion.compareExchange(expected: last, desired: version, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            last = original
        }
    }

    /// The owner is being freed.
    func propertyObjectDidDeallocate() {
        unbind()
    }

    /// Sets the target from the direct source's value at `value`, the way the plan compiled.
    func set(from value: UnsafeRawPointer, on target: any KeyValueCoding, thread: UInt) {
        switch extraction {
        case .text:
            set(text: value.assumingMemoryBound(to: String.self).pointee, on: target, thread: thread)
        case .optionalText:
            set(text: value.assumingMemoryBound(to: String?.self).pointee, on: target, thread: thread)
        case .dictionaryValue(let key, let optional):
            let row = Self.row(at: value, optional: optional)
            guard var element = row?[key] else {
                set(nil, on: target, thread: thread)
                return
            }
            // Text into text, the common case, without a cast (see ``BoxedText``).
            if self.target.text != nil, let text = BoxedText.takeExactString(from: &element) {
                set(text: text, on: target, thread: thread)
            } else {
                set(flatten(element), on: target, thread: thread)
            }
        case .formattedDictionaryValue(let key, let optional):
            let row = Self.row(at: value, optional: optional)
            let element = row?[key].flatMap(flatten)
            set(plan.formatter.map { $0.format(element) } ?? element, on: target, thread: thread)
        case .dictionaryTemplate(let parts, let optional):
            let row = Self.row(at: value, optional: optional)
            let text = Self.join(parts, over: row)
            guard let formatter = plan.formatter else {
                set(text: text, on: target, thread: thread)
                return
            }
            set(formatter.format(text), on: target, thread: thread)
        case .evaluatedOverDictionary(let optional):
            let row = Self.row(at: value, optional: optional)
            set(evaluate(overRow: row), on: target, thread: thread)
        case .evaluated:
            set(evaluate(within: plan.source?.entry.storage.boxedValue(at: value)), on: target, thread: thread)
        }
    }

    /// The direct source's row at `value`: a `[String: Any]?` when `optional`, else a `[String: Any]`.
    @inline(__always)
    static func row(at value: UnsafeRawPointer, optional: Bool) -> [String: Any]? {
        optional ? value.assumingMemoryBound(to: [String: Any]?.self).pointee : value.assumingMemoryBound(to: [String: Any].self).pointee
    }

    /// A row template's text: as the template evaluates, each key's value as text (`nil` empty).
    static func join(_ parts: [RowTemplatePart], over row: [String: Any]?) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal): text += literal
            case .key(let key): text += ExpressionSemantics.text(flatten(row?[key]))
            }
        }
        return text
    }

    /// The expression, formatted, evaluated on `row`, the direct source's dictionary: each key path
    /// is the source's key, then keys read from the row.
    func evaluate(overRow row: [String: Any]?) -> Any? {
        let evaluated = expression.evaluate { keyPath in
            let components = keyPath.components
            guard components.count > 1, let row else { return components.count > 1 ? nil : row }
            let key = components[1]
            if components.count == 2, !key.hasPrefix("@") { return row[key] }
            do throws(KeyValueError) {
                return try KeyPathWalker.value(in: row, components: components.dropFirst(), keyPath: keyPath.string)
            } catch {
                report(error.description)
                return nil
            }
        }
        return plan.formatter.map { $0.format(evaluated) } ?? evaluated
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
        return plan.formatter.map { $0.format(evaluated) } ?? evaluated
    }
}

extension Binding: PropertyObserverClient {
    /// The tag of the observer of the target's edits (two-way).
    static let targetTag: UInt8 = 2

    /// An edit of the target (two-way).
    func propertyObserver(_ observer: PropertyObserver, received event: PropertyEvent) {
        targetChanged(isPrior: event.isPrior)
    }

    /// The target is being freed.
    func propertyObserverLostObject(_ observer: PropertyObserver) {
        unbind()
    }
}
