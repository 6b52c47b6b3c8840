#ifndef ZOETROPE_CPNG_WRITER_H
#define ZOETROPE_CPNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// Encodes `height` rows of `width` RGBA pixels (8 bits per channel, straight alpha, `stride`
/// bytes from one row to the next) as a PNG file in memory, with zlib's compression `level`
/// (0–9) and the PNG row filter `filter` (libpng's `PNG_FILTER_*` bit set; several bits let
/// libpng choose per row).
///
/// Returns 0 and sets `*png` (free it with `free`) and `*count`; otherwise returns -1 and writes
/// libpng's reason into `error` (`error_size` bytes, NUL-terminated).
int zoetrope_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level,
                        int filter, uint8_t **png, size_t *count, char *error, size_t error_size);

#endif
