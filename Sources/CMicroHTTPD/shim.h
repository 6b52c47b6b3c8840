#ifndef ZOETROPE_CMICROHTTPD_SHIM_H
#define ZOETROPE_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>
#endif
