// Embeds the generated `usda_foods.tsv` and its search index `usda_index.bin` (see README.md) byte
// for byte. `#embed` keeps the data plain files in the repository instead of multi-megabyte array
// literals.
#include "CUSDAFoods.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

const unsigned char spotter_usda_foods[] = {
#embed "usda_foods.tsv"
};

const unsigned long spotter_usda_foods_size = sizeof(spotter_usda_foods);

const unsigned char *spotter_usda_foods_pointer(void) { return spotter_usda_foods; }

// Aligned so that the index's 4-byte numbers, which start 40 bytes in, are read where they lie.
__attribute__((aligned(16))) const unsigned char spotter_usda_index[] = {
#embed "usda_index.bin"
};

const unsigned long spotter_usda_index_size = sizeof(spotter_usda_index);

const unsigned char *spotter_usda_index_pointer(void) { return spotter_usda_index; }
