#ifndef SPOTTER_CEDIT_SHIM_H
#define SPOTTER_CEDIT_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#endif
