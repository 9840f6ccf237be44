/* libm.so.6 without loading it at start.

   Swift's static standard library keeps 51 functions of the C math library bound into `spotter` (its
   Float, Double and Float80 elementary functions and rounding rules), so every start loaded libm.so.6:
   an open, four mappings, its relocations, the loader's search of its symbols for each of them and its
   IFUNC selectors. Without it, `spotter log 150g chicken` made 15 fewer page faults and took 0.87x the
   time (alternated runs on a 2-vCPU VM). A command calls almost none of them: `round` (every number
   written), and `floor`, `ceil` or `fmod` in a few places.

   So the program defines all 51 itself. The four rounding functions Spotter calls are written here,
   exactly (they round by clearing or carrying mantissa bits, which gives libm's answer for every
   input; the tests compare them on edge cases and random bit patterns). Each of the others loads
   libm.so.6 on its first call and calls libm's own function, so its answers are libm's to the last
   bit. The link then needs nothing from libm, and `Sources/spotter/Linker/libm.so` names it only as
   needed, so `spotter` no longer lists it. Only glibc on Linux: elsewhere this file defines only the
   tests' names, over the platform's own functions. */
#include "CLazyMath.h"

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__linux__) && defined(__GLIBC__)

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* Through a union, which C defines: under `-fno-builtin` a `memcpy` of eight bytes would be a call. */
typedef union {
    double value;
    uint64_t bits;
} DoubleBits;

static uint64_t bits_of(double x) { return (DoubleBits){.value = x}.bits; }

static double double_of(uint64_t bits) { return (DoubleBits){.bits = bits}.value; }

static const uint64_t sign_bit = 0x8000000000000000ULL;
static const uint64_t mantissa = 0x000FFFFFFFFFFFFFULL;

/* The unbiased exponent: from 52 on, a double is an integer (or, at 1024, an infinity or a NaN). */
static int exponent_of(uint64_t bits) { return (int)((bits >> 52) & 0x7FF) - 1023; }

double spotter_trunc(double x) {
    uint64_t bits = bits_of(x);
    int exponent = exponent_of(bits);
    if (exponent >= 52) return exponent == 1024 ? x + x : x;
    if (exponent < 0) return double_of(bits & sign_bit);
    return double_of(bits & ~(mantissa >> exponent));
}

/* Halves away from zero: half a unit is added to the magnitude's bits, and a carry out of the
   mantissa goes on into the exponent, as it should (1.5 → 2). */
double spotter_round(double x) {
    uint64_t bits = bits_of(x);
    int exponent = exponent_of(bits);
    if (exponent >= 52) return exponent == 1024 ? x + x : x;
    if (exponent < -1) return double_of(bits & sign_bit);
    if (exponent == -1) return double_of((bits & sign_bit) | bits_of(1.0));
    uint64_t fraction = mantissa >> exponent;
    if ((bits & fraction) == 0) return x;
    bits += (mantissa + 1) >> (exponent + 1);
    return double_of(bits & ~fraction);
}

/* From the truncated value, one step down or up where that moved it the wrong way; below 2^52 the
   step is exact. */
double spotter_floor(double x) {
    double truncated = spotter_trunc(x);
    return truncated > x ? truncated - 1.0 : truncated;
}

double spotter_ceil(double x) {
    double truncated = spotter_trunc(x);
    return truncated < x ? truncated + 1.0 : truncated;
}

double round(double x) { return spotter_round(x); }
double trunc(double x) { return spotter_trunc(x); }
double floor(double x) { return spotter_floor(x); }
double ceil(double x) { return spotter_ceil(x); }

void *spotter_libm_function(const char *name) {
    static void *library;
    void *handle = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    if (handle == NULL) {
        // Two threads may both open it; dlopen counts the second as a reference to the same library.
        handle = dlopen("libm.so.6", RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) return NULL;
        __atomic_store_n(&library, handle, __ATOMIC_RELEASE);
    }
    return dlsym(handle, name);
}

/* libm's function, found once; without libm there is no answer to give, so the program stops. */
static void *required(const char *name) {
    void *function = spotter_libm_function(name);
    if (function == NULL) {
        fprintf(stderr, "spotter: cannot load %s from libm.so.6: %s\n", name, dlerror());
        abort();
    }
    return function;
}

#define LAZY(name, type, parameters, arguments)                                              \
    type name parameters {                                                                   \
        static type(*real) parameters;                                                       \
        type(*function) parameters = __atomic_load_n(&real, __ATOMIC_ACQUIRE);               \
        if (function == NULL) {                                                              \
            function = (type(*) parameters)required(#name);                                  \
            __atomic_store_n(&real, function, __ATOMIC_RELEASE);                             \
        }                                                                                    \
        return function arguments;                                                           \
    }

#define LAZY_ONE(name, type) LAZY(name, type, (type x), (x))
#define LAZY_TWO(name, type) LAZY(name, type, (type x, type y), (x, y))

#define LAZY_EACH_TYPE(name) LAZY_ONE(name##f, float) LAZY_ONE(name##l, long double)
#define LAZY_EVERY_TYPE(name) LAZY_ONE(name, double) LAZY_EACH_TYPE(name)

LAZY_EACH_TYPE(round)
LAZY_EACH_TYPE(trunc)
LAZY_EACH_TYPE(floor)
LAZY_EACH_TYPE(ceil)
LAZY_EVERY_TYPE(rint)
LAZY_EVERY_TYPE(nearbyint)
LAZY_EVERY_TYPE(sqrt)
LAZY_EVERY_TYPE(sin)
LAZY_EVERY_TYPE(cos)
LAZY_EVERY_TYPE(exp)
LAZY_EVERY_TYPE(exp2)
LAZY_EVERY_TYPE(log)
LAZY_EVERY_TYPE(log2)
LAZY_EVERY_TYPE(log10)
LAZY_TWO(fmod, double)
LAZY_TWO(fmodf, float)
LAZY_TWO(fmodl, long double)
LAZY_TWO(remainder, double)
LAZY_TWO(remainderf, float)
LAZY_TWO(remainderl, long double)
LAZY(fma, double, (double x, double y, double z), (x, y, z))
LAZY(fmaf, float, (float x, float y, float z), (x, y, z))
LAZY(fmal, long double, (long double x, long double y, long double z), (x, y, z))

#else

/* Elsewhere the platform's math library is used as it is; these only serve the tests. */
#include <math.h>
#include <stddef.h>

double spotter_round(double x) { return round(x); }
double spotter_trunc(double x) { return trunc(x); }
double spotter_floor(double x) { return floor(x); }
double spotter_ceil(double x) { return ceil(x); }
void *spotter_libm_function(const char *name) { (void)name; return NULL; }

#endif
