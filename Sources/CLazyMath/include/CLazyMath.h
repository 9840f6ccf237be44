/* The C math library's functions for `spotter`, defined in the program itself so that libm.so.6 is not
   loaded at every start (LazyMath.c says why and how). The declarations here are the exact ones, for
   the tests that compare them with libm's. */
#ifndef C_LAZY_MATH_H
#define C_LAZY_MATH_H

double spotter_round(double x);
double spotter_trunc(double x);
double spotter_floor(double x);
double spotter_ceil(double x);

/* libm's own function `name` (loaded on first use), or NULL. */
void *spotter_libm_function(const char *name);

#endif
