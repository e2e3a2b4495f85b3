// System calls the Swift overlay for the C library does not expose: extended attributes.
#pragma once
#if defined(__linux__)
#include <sys/xattr.h>
#endif
