// System calls the Swift overlay for the C library does not expose: extended attributes, and
// glibc's allocator settings.
#pragma once
#if defined(__linux__)
#include <sys/xattr.h>
#include <malloc.h>
#endif
