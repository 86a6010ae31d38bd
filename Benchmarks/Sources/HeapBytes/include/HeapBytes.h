#ifndef HEAP_BYTES_H
#define HEAP_BYTES_H
#include <stddef.h>

/// Bytes in the allocator's chunks in use now, their headers included (glibc's `mallinfo2`);
/// 0 where the C library has no such count.
size_t heap_bytes_in_use(void);

#endif
