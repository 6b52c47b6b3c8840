// libpng's writer behind one call. libpng reports errors with longjmp, which must not cross
// Swift frames: the setjmp and every libpng call stay in this C function.
#include "CPNGWriter.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
    char *error;
    size_t error_size;
} Output;

static void append(png_structp png, png_bytep data, size_t length) {
    Output *output = png_get_io_ptr(png);
    if (length > output->capacity - output->count) {
        size_t capacity = output->capacity ? output->capacity : 1 << 16;
        while (length > capacity - output->count) {
            if (capacity > SIZE_MAX / 2) png_error(png, "the image is too large");
            capacity *= 2;
        }
        uint8_t *bytes = realloc(output->bytes, capacity);
        if (!bytes) png_error(png, "out of memory");
        output->bytes = bytes;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->count, data, length);
    output->count += length;
}

static void flush(png_structp png) { (void)png; }

static void fail(png_structp png, png_const_charp message) {
    Output *output = png_get_error_ptr(png);
    snprintf(output->error, output->error_size, "%s", message);
    png_longjmp(png, 1);
}

static void ignore_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int zoetrope_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level,
                        int filter, uint8_t **png, size_t *count, char *error, size_t error_size) {
    // volatile: read after a longjmp back into this frame.
    Output output = {NULL, 0, 0, error, error_size};
    Output *volatile result = &output;
    if (error_size > 0) error[0] = 0;
    png_structp writer = png_create_write_struct(PNG_LIBPNG_VER_STRING, &output, fail, ignore_warning);
    if (!writer) {
        snprintf(error, error_size, "out of memory");
        return -1;
    }
    png_infop info = png_create_info_struct(writer);
    if (!info) {
        png_destroy_write_struct(&writer, NULL);
        snprintf(error, error_size, "out of memory");
        return -1;
    }
    if (setjmp(png_jmpbuf(writer))) {
        png_destroy_write_struct(&writer, &info);
        free(result->bytes);
        return -1;
    }
    png_set_write_fn(writer, &output, append, flush);
    png_set_IHDR(writer, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(writer, level);
    png_set_filter(writer, PNG_FILTER_TYPE_BASE, filter);
    png_write_info(writer, info);
    for (uint32_t row = 0; row < height; row++) {
        png_write_row(writer, rgba + (size_t)row * stride);
    }
    png_write_end(writer, info);
    png_destroy_write_struct(&writer, &info);
    *png = output.bytes;
    *count = output.count;
    return 0;
}
