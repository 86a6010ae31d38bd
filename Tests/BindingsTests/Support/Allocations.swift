import AllocationCounting

/// Whether this build counts allocations (sanitizer builds bring their own allocator).
let allocationCountingIsAvailable = allocation_counting_is_available() != 0

/// The number of heap allocations `body` makes on the current thread.
func allocations(in body: () -> Void) -> Int {
    let before = allocation_counting_thread_count()
    body()
    return allocation_counting_thread_count() - before
}
