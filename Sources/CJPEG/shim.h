#ifndef ZOETROPE_CJPEG_SHIM_H
#define ZOETROPE_CJPEG_SHIM_H
#include <stdio.h>
#include <jpeglib.h>
#endif
