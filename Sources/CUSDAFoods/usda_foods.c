// Embeds the generated `usda_foods.tsv` (see README.md) byte for byte. `#embed` keeps the data a
// plain text file in the repository instead of a multi-megabyte array literal.
#include "CUSDAFoods.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

const unsigned char spotter_usda_foods[] = {
#embed "usda_foods.tsv"
};

const unsigned long spotter_usda_foods_size = sizeof(spotter_usda_foods);

const unsigned char *spotter_usda_foods_pointer(void) { return spotter_usda_foods; }
