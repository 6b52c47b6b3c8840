#ifndef ZOETROPE_CJPEG_WRITER_H
#define ZOETROPE_CJPEG_WRITER_H

#include <stddef.h>
#include <stdint.h>

/// Encodes `height` rows of `width` opaque RGBA pixels (8 bits per channel, alpha ignored,
/// `stride` bytes from one row to the next) as a baseline JPEG file in memory with libjpeg-turbo,
/// at `quality` (1–100) and without chroma subsampling (4:4:4: a frame's coloured text and thin
/// lines keep their edges).
///
/// Returns 0 and sets `*jpeg` (free it with `free`) and `*count`; otherwise returns -1 and writes
/// libjpeg's reason into `error` (`error_size` bytes, NUL-terminated).
int zoetrope_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int quality,
                         uint8_t **jpeg, size_t *count, char *error, size_t error_size);

#endif
