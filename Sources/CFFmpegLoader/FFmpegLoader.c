// FFmpeg's libraries, loaded when first needed instead of when the process starts.
//
// Why: Debian's libavcodec and libavformat bring some 130 shared libraries with them (codecs,
// network and hardware-acceleration libraries). Linking them costs every process about 40 ms of
// dynamic loading (measured: an empty C program linked against them starts in 42 ms, 1.4 ms
// without), paid twice per `zoetrope frame` (the tool, then the scene program), while most runs
// (a PNG, a GIF, the scene clock) never call FFmpeg. So nothing links FFmpeg: this file defines
// every FFmpeg function the project calls as a small trampoline that loads the libraries on first
// use (dlopen) and jumps to the real function (dlsym). The prototypes come from FFmpeg's own
// headers, so a definition that does not match FFmpeg's signature does not compile.
//
// The trampolines are hidden: they serve the image (program or library) they are linked into and
// are never seen by FFmpeg's libraries, which keep calling each other directly.
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// After the C library's headers (whose functions live elsewhere), before FFmpeg's.
#pragma GCC visibility push(hidden)

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>

#include "CFFmpegLoader.h"

#define ZT_STRING(x) #x
#define ZT_SONAME(name, major) "lib" name ".so." ZT_STRING(major)

// The libraries, by the major version of the headers compiled against (the same ABI).
// libavformat depends on libavcodec and libavutil, and libswscale on libavutil, so a symbol is
// looked up in these two and, through them, in their dependencies.
static const char *const libraries[] = {
    ZT_SONAME("avformat", LIBAVFORMAT_VERSION_MAJOR),
    ZT_SONAME("swscale", LIBSWSCALE_VERSION_MAJOR),
};
#define LIBRARY_COUNT (sizeof libraries / sizeof libraries[0])

// Every FFmpeg function called from Swift: F(return type, name, (parameters), (arguments)), and
// V(name, (parameters), (arguments)) for those that return nothing.
#define FFMPEG_FUNCTIONS(F, V)                                                                      \
    F(const char *, av_color_primaries_name, (enum AVColorPrimaries p), (p))                      \
    F(const char *, av_color_space_name, (enum AVColorSpace s), (s))                              \
    F(const char *, av_color_transfer_name, (enum AVColorTransferCharacteristic t), (t))          \
    V(av_dict_free, (AVDictionary **m), (m))                                                       \
    F(AVDictionaryEntry *, av_dict_get,                                                            \
      (const AVDictionary *m, const char *key, const AVDictionaryEntry *prev, int flags),          \
      (m, key, prev, flags))                                                                       \
    F(int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags),       \
      (pm, key, value, flags))                                                                     \
    F(int, av_find_best_stream,                                                                    \
      (AVFormatContext *ic, enum AVMediaType type, int wanted, int related,                        \
       const AVCodec **decoder, int flags),                                                        \
      (ic, type, wanted, related, decoder, flags))                                                 \
    F(AVFrame *, av_frame_alloc, (void), ())                                                       \
    V(av_frame_free, (AVFrame **frame), (frame))                                                   \
    F(int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))                       \
    F(int, av_frame_make_writable, (AVFrame *frame), (frame))                                      \
    F(const char *, av_get_pix_fmt_name, (enum AVPixelFormat f), (f))                              \
    F(int, av_image_check_size, (unsigned int w, unsigned int h, int offset, void *ctx),           \
      (w, h, offset, ctx))                                                                         \
    F(int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))              \
    V(av_log_set_level, (int level), (level))                                                      \
    F(int, av_opt_set, (void *obj, const char *name, const char *val, int flags),                  \
      (obj, name, val, flags))                                                                     \
    F(AVPacket *, av_packet_alloc, (void), ())                                                     \
    V(av_packet_free, (AVPacket **pkt), (pkt))                                                     \
    V(av_packet_rescale_ts, (AVPacket *pkt, AVRational a, AVRational b), (pkt, a, b))              \
    V(av_packet_unref, (AVPacket *pkt), (pkt))                                                     \
    F(int, av_pix_fmt_count_planes, (enum AVPixelFormat pix_fmt), (pix_fmt))                       \
    F(const AVPixFmtDescriptor *, av_pix_fmt_desc_get, (enum AVPixelFormat pix_fmt), (pix_fmt))    \
    F(int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))                           \
    F(int, av_strerror, (int errnum, char *buf, size_t size), (errnum, buf, size))                 \
    F(const char *, av_version_info, (void), ())                                                   \
    F(int, av_write_trailer, (AVFormatContext *s), (s))                                            \
    F(AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))                   \
    F(const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id))                            \
    F(const AVCodec *, avcodec_find_decoder_by_name, (const char *name), (name))                   \
    F(const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id))                            \
    F(const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name))                   \
    V(avcodec_free_context, (AVCodecContext **avctx), (avctx))                                     \
    F(const char *, avcodec_get_name, (enum AVCodecID id), (id))                                   \
    F(int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options),   \
      (avctx, codec, options))                                                                     \
    F(int, avcodec_parameters_copy, (AVCodecParameters *dst, const AVCodecParameters *src),        \
      (dst, src))                                                                                  \
    F(int, avcodec_parameters_from_context,                                                        \
      (AVCodecParameters *par, const AVCodecContext *codec), (par, codec))                         \
    F(int, avcodec_parameters_to_context,                                                          \
      (AVCodecContext *codec, const AVCodecParameters *par), (codec, par))                         \
    F(int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame))         \
    F(int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))       \
    F(int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))      \
    F(int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt))    \
    F(int, avformat_alloc_output_context2,                                                         \
      (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name,              \
       const char *filename),                                                                      \
      (ctx, oformat, format_name, filename))                                                       \
    V(avformat_close_input, (AVFormatContext **s), (s))                                            \
    F(int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options)) \
    V(avformat_free_context, (AVFormatContext *s), (s))                                            \
    F(AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))             \
    F(int, avformat_open_input,                                                                    \
      (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options),   \
      (ps, url, fmt, options))                                                                     \
    F(int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))      \
    F(int, avio_closep, (AVIOContext **s), (s))                                                    \
    F(int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))              \
    V(sws_freeContext, (struct SwsContext *c), (c))                                                \
    F(const int *, sws_getCoefficients, (int colorspace), (colorspace))                            \
    F(int, sws_getColorspaceDetails,                                                               \
      (struct SwsContext *c, int **inv_table, int *srcRange, int **table, int *dstRange,           \
       int *brightness, int *contrast, int *saturation),                                           \
      (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))                 \
    F(struct SwsContext *, sws_getContext,                                                         \
      (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH,                       \
       enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter,        \
       const double *param),                                                                       \
      (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))          \
    F(int, sws_scale,                                                                              \
      (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, \
       int srcSliceH, uint8_t *const dst[], const int dstStride[]),                                \
      (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride))                              \
    F(int, sws_setColorspaceDetails,                                                               \
      (struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4],             \
       int dstRange, int brightness, int contrast, int saturation),                                \
      (c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation))

// The real functions, filled in once by load().
#define DECLARE_POINTER(type, name, parameters, arguments) static __typeof__(&name) real_##name;
#define DECLARE_VOID_POINTER(name, parameters, arguments) static __typeof__(&name) real_##name;
FFMPEG_FUNCTIONS(DECLARE_POINTER, DECLARE_VOID_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static const char *failure;
static char message[1024];

static void *lookup(void *const *handles, const char *name) {
    for (size_t i = 0; i < LIBRARY_COUNT; i++) {
        void *symbol = dlsym(handles[i], name);
        if (symbol) return symbol;
    }
    snprintf(message, sizeof message, "FFmpeg's libraries have no function %s", name);
    failure = message;
    return NULL;
}

static void load(void) {
    void *handles[LIBRARY_COUNT];
    for (size_t i = 0; i < LIBRARY_COUNT; i++) {
        handles[i] = dlopen(libraries[i], RTLD_NOW | RTLD_LOCAL);
        if (!handles[i]) {
            const char *reason = dlerror();
            snprintf(message, sizeof message, "cannot load FFmpeg: %s", reason ? reason : libraries[i]);
            failure = message;
            return;
        }
    }
#define LOOK_UP(type, name, parameters, arguments)                                                 \
    real_##name = (__typeof__(&name))lookup(handles, #name);                                       \
    if (!real_##name) return;
#define LOOK_UP_VOID(name, parameters, arguments) LOOK_UP(void, name, parameters, arguments)
    FFMPEG_FUNCTIONS(LOOK_UP, LOOK_UP_VOID)
}

const char *zoetrope_ffmpeg_load(void) {
    pthread_once(&once, load);
    return failure;
}

// Media loads the libraries (and reports a failure as an error) before it calls any of these; a
// call without that is a bug in Media, stopped here with the reason rather than a null jump.
static void require_loaded(const char *name) {
    const char *problem = zoetrope_ffmpeg_load();
    if (problem) {
        fprintf(stderr, "zoetrope: %s (needed for %s)\n", problem, name);
        abort();
    }
}

#define TRAMPOLINE(type, name, parameters, arguments)                                              \
    type name parameters {                                                                         \
        if (!real_##name) require_loaded(#name);                                                   \
        return real_##name arguments;                                                              \
    }
#define VOID_TRAMPOLINE(name, parameters, arguments)                                               \
    void name parameters {                                                                         \
        if (!real_##name) require_loaded(#name);                                                   \
        real_##name arguments;                                                                     \
    }
FFMPEG_FUNCTIONS(TRAMPOLINE, VOID_TRAMPOLINE)

#pragma GCC visibility pop
