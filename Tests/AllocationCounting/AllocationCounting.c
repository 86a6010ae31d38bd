#include "AllocationCounting.h"
#include <stddef.h>
// <stdlib.h> defines __GLIBC__ (through <features.h>); without it the counter compiled to a stub.
#include <stdlib.h>

// Counting works by interposing glibc's allocator: a definition of `malloc` in the test executable
// takes precedence over libc's for every library in the process (the Swift runtime included), and
// forwards to glibc's own implementation. ThreadSanitizer interposes the allocator itself, so under
// it counting is off and the tests that need it say so instead of asserting.
#if defined(__has_feature)
#  if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer)
#    define ALLOCATION_COUNTING_DISABLED 1
#  endif
#endif

#if !defined(ALLOCATION_COUNTING_DISABLED) && defined(__GLIBC__)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static _Thread_local size_t count;

void *malloc(size_t size) { count++; return __libc_malloc(size); }
void *calloc(size_t n, size_t size) { count++; return __libc_calloc(n, size); }
void *realloc(void *pointer, size_t size) { count++; return __libc_realloc(pointer, size); }

int allocation_counting_is_available(void) { return 1; }
size_t allocation_counting_thread_count(void) { return count; }
#else
int allocation_counting_is_available(void) { return 0; }
size_t allocation_counting_thread_count(void) { return 0; }
#endif
