/// Every assumption the package makes about how values lie in memory, in one place: each offset
/// is computed from the sizes and alignments of the real types (`MemoryLayout`), never written as
/// a number of bytes, so it holds on 32-bit platforms too; each fact of Swift's stable ABI it
/// relies on is named here. `RawLayoutTests` checks them over many kinds of value.
enum RawLayout {
    // MARK: An object's stored properties

    /// The address of the stored property at byte `offset` of `object` (offsets as
    /// `_forEachField` reports them). Valid while `object` is.
    @inline(__always)
    static func field(at offset: Int, of object: AnyObject) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(object).toOpaque() + offset
    }

    // MARK: An `@Observed` property's storage: the value, the registrar reference, the options byte

    /// The size of the registrar reference, a pointer. Computed, not stored: a static constant
    /// would be a global, read through its initialization check on every set.
    @inline(__always)
    static var registrarSize: Int { MemoryLayout<ObserverRegistrar?>.size }

    /// Where the registrar reference of an `Observed<Value>` lies: after the value, at the next
    /// multiple of a pointer's alignment, as Swift lays out a struct's fields in order.
    @inline(__always)
    static func registrarOffset<Value>(_: Value.Type) -> Int {
        // An alignment is a power of two: rounding up is a mask.
        let mask = MemoryLayout<ObserverRegistrar?>.alignment - 1
        return (MemoryLayout<Value>.size + mask) & ~mask
    }

    /// Where the options byte of an `Observed<Value>` lies: right after the registrar reference.
    @inline(__always)
    static func optionsOffset<Value>(_: Value.Type) -> Int {
        registrarOffset(Value.self) + registrarSize
    }

    /// Where the registrar reference lies, given where the options byte does.
    @inline(__always)
    static func registrarOffset(beforeOptionsAt optionsOffset: Int) -> Int {
        optionsOffset - registrarSize
    }

    /// Whether `Observed<Value>`'s real layout is the one the offsets above describe.
    static func describesObserved<Value>(_: Value.Type) -> Bool {
        MemoryLayout<Observed<Value>>.offset(of: \Observed<Value>.value) == 0
            && MemoryLayout<Observed<Value>>.offset(of: \Observed<Value>.registrar) == registrarOffset(Value.self)
            && MemoryLayout<Observed<Value>>.offset(of: \Observed<Value>.options) == optionsOffset(Value.self)
    }

    // MARK: `Any` boxes and type metadata (Swift's stable ABI)

    /// Where an `Any` holds its value's type: after its inline buffer of three words.
    @inline(__always)
    static var existentialTypeOffset: Int { 3 * MemoryLayout<UnsafeRawPointer>.size }

    /// The type metadata an `Any` holding a value of type `type` names.
    @inline(__always)
    static func metadata(of type: Any.Type) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// The kind of `type`'s metadata: its first word (`MetadataKind.def`).
    @inline(__always)
    static func metadataKind(of type: Any.Type) -> UInt {
        metadata(of: type).load(as: UInt.self)
    }
}
