#ifndef ALLOCATION_COUNTING_H
#define ALLOCATION_COUNTING_H

#include <stddef.h>

/// Whether allocations are counted in this build (not under ThreadSanitizer or AddressSanitizer,
/// which bring their own allocator).
int allocation_counting_is_available(void);

/// The number of heap allocations (malloc, calloc, realloc) made on the calling thread so far.
size_t allocation_counting_thread_count(void);

#endif
