import AllocationCounting

/// Whether allocation counts say something about the library: counting works (sanitizers bring
/// their own allocator) and the code is optimized. Unoptimized code calls the standard library's
/// generics unspecialized (`IndexingIterator.next()`, `Collection.first`), and those allocate where
/// optimized code does not. CI runs these tests with `swift test -c release`.
#if DEBUG
let allocationCountingIsAvailable = false
#else
let allocationCountingIsAvailable = allocation_counting_is_available() != 0
#endif

/// The number of heap allocations `body` makes on the current thread.
func allocations(in body: () -> Void) -> Int {
    let before = allocation_counting_thread_count()
    body()
    return allocation_counting_thread_count() - before
}
