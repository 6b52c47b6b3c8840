#ifndef ZOETROPE_CMICROHTTPD_SHIM_H
#define ZOETROPE_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// The socket of `connection`, or -1. (`MHD_get_connection_info` is variadic, which Swift
/// cannot call.)
static inline int zoetrope_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}
#endif
