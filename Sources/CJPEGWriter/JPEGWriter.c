#include "CJPEGWriter.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

// libjpeg reports errors by calling `error_exit`, which must not return: it jumps back here, so
// no Swift frame is ever crossed by the jump.
struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t size;
};

static void fail(j_common_ptr info) {
    struct failure *failure = (struct failure *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(failure->message, failure->size, "%s", text);
    longjmp(failure->jump, 1);
}

int zoetrope_jpeg_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int quality,
                         uint8_t **jpeg, size_t *count, char *error, size_t error_size) {
    struct jpeg_compress_struct info;
    struct failure failure;
    // Volatile: read after the jump back, which may not preserve non-volatile locals.
    unsigned char *volatile buffer = NULL;
    unsigned long size = 0;

    *jpeg = NULL;
    *count = 0;
    if (error_size > 0) error[0] = 0;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = fail;
    failure.message = error;
    failure.size = error_size;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, &size);
    info.image_width = width;
    info.image_height = height;
    // libjpeg-turbo reads RGBA rows as they are and skips the fourth byte.
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    for (int c = 0; c < info.num_components; c++) {
        info.comp_info[c].h_samp_factor = 1;
        info.comp_info[c].v_samp_factor = 1;
    }
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *jpeg = (uint8_t *)buffer;
    *count = (size_t)size;
    return 0;
}
