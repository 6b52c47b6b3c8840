#ifndef ZOETROPE_CFFMPEG_LOADER_H
#define ZOETROPE_CFFMPEG_LOADER_H

/// Loads FFmpeg's libraries (libavformat, libavcodec, libswscale, libavutil), once per process.
/// Returns NULL when they are loaded, otherwise a message naming what could not be loaded; the
/// message stays valid for the life of the process. Safe to call from several threads.
const char *zoetrope_ffmpeg_load(void);

#endif
