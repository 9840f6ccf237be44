/* Where the static Swift runtime finds `CommandLine.arguments`, in the `spotter` executable.

   The runtime's own copy of this function (stdlib CommandLine.cpp, linked from libswiftCore.a with
   the static standard library) cannot see argv, so a static initializer of that file opens
   /proc/self/maps on every start, scans each mapping with sscanf to find the stack and walks back
   from `environ` to argv: about 115,000 instructions and a kernel-built text of every mapping, about
   0.3 ms of the 2.2 ms `spotter log` took. glibc hands argc and argv to every `.init_array` function, so they are
   kept here instead. A definition in the program's own objects keeps the linker from taking the
   archive's CommandLine.cpp.o at all, and its static initializer with it.

   With the shared standard library (debug builds, tests, macOS) the runtime keeps this function
   private and never calls this one. Should a future runtime stop calling it by this name, the
   archive's copy is linked again and arguments still work, only slower. */

#include "CProcessArguments.h"

#include <stdlib.h> /* defines __GLIBC__ on glibc */

#if defined(__linux__) && defined(__GLIBC__)

static char *noArguments[] = {0};
static char **capturedArgv = noArguments;
static int capturedArgc = 0;

static void captureArguments(int argc, char **argv, char **envp) {
    (void)envp;
    if (argv) {
        capturedArgc = argc;
        capturedArgv = argv;
    }
}

__attribute__((section(".init_array"), used)) static void (*const captureArgumentsAtStart)(int, char **, char **) =
    captureArguments;

/* The runtime declares it `SWIFT_CC(swift)`; for one pointer argument that is the C convention, and
   `swiftcall` says so exactly. */
__attribute__((swiftcall)) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    *outArgLen = capturedArgc;
    return capturedArgv;
}

#endif
