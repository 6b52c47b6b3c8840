#ifndef ZOETROPE_CPNG_SHIM_H
#define ZOETROPE_CPNG_SHIM_H
#include <png.h>
#endif
