#ifndef FORECAST_CZLIB_SHIM_H
#define FORECAST_CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2 is a macro in zlib.h, so Swift cannot call it: this wrapper starts a gzip stream.
static inline int czlib_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
#endif
