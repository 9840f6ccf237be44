/* Nothing to import: this target only gives the release `spotter` a cheaper way for the Swift runtime
   to find the command line (ProcessArguments.c says why). */
#ifndef C_PROCESS_ARGUMENTS_H
#define C_PROCESS_ARGUMENTS_H
#endif
