/* Everything is inline in include/CSystemCalls.h; SwiftPM builds a C target from at least one source. */
#include "CSystemCalls.h"
