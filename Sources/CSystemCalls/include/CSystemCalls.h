/* The C library calls and macros Swift cannot use as they are: the variadic `open` and `ioctl`, the
   `errno`, `environ` and `MAP_FAILED` macros and variables, and the `stat` mode tests.

   Swift's Glibc module wraps each of them in Swift, but calling one of those wrappers links that
   module's whole object into the static `spotter`: its 180 functions are all marked to be kept, and
   the dynamic loader bound the 60 C and math library functions only they call (`-z now`) at every
   start: `spotter --version` ran 353,830 instructions with them and 318,313 without. Written here as
   inline functions, these compile into the Swift code that calls them. */
#ifndef C_SYSTEM_CALLS_H
#define C_SYSTEM_CALLS_H

#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

extern char *_Nullable *_Nullable environ;

static inline int spotter_open(const char *_Nonnull path, int flags, mode_t mode) { return open(path, flags, mode); }

static inline int spotter_errno(void) { return errno; }

/* The environment's list, empty rather than NULL (as after `clearenv`). */
static inline char *_Nullable *_Nonnull spotter_environment(void) {
    static char *none[] = {NULL};
    return environ ? environ : none;
}

static inline int spotter_mapping_failed(const void *_Nullable mapping) { return mapping == MAP_FAILED; }

static inline int spotter_is_directory(mode_t mode) { return S_ISDIR(mode); }

static inline int spotter_is_regular_file(mode_t mode) { return S_ISREG(mode); }

static inline int spotter_is_sticky(mode_t mode) { return (mode & S_ISVTX) != 0; }

/* The terminal's width in columns on `descriptor`, or 0 when it is no terminal. */
static inline int spotter_terminal_columns(int descriptor) {
    struct winsize size;
    return ioctl(descriptor, TIOCGWINSZ, &size) == 0 ? size.ws_col : 0;
}

#endif
