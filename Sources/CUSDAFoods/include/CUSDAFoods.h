#ifndef SPOTTER_USDA_FOODS_H
#define SPOTTER_USDA_FOODS_H

/// The USDA food database (FNDDS 2017-2018 and SR28) as the bytes of `usda_foods.tsv`, built
/// into the binary's read-only data: the loader maps it, nothing is parsed until a food is asked.
extern const unsigned char spotter_usda_foods[];
/// The same bytes as a pointer, which Swift imports without copying the array.
const unsigned char *spotter_usda_foods_pointer(void);
extern const unsigned long spotter_usda_foods_size;

/// The search index over those foods, built from them by `spotter-food-index` (`usda_index.bin`).
extern const unsigned char spotter_usda_index[];
const unsigned char *spotter_usda_index_pointer(void);
extern const unsigned long spotter_usda_index_size;

#endif
