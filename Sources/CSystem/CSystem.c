// The functions are the C library's own; this target only makes its header visible to Swift.
#include "CSystem.h"
