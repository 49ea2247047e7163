#ifndef FORECAST_CCURL_GLOBAL_H
#define FORECAST_CCURL_GLOBAL_H
#include <curl/curl.h>

/// Runs curl_global_init exactly once per process, whichever thread asks first; every caller waits for it
/// and gets its result.
CURLcode ccurl_global_init_once(void);

/// Starts ccurl_global_init_once on a detached thread of plain C, which needs nothing of the Swift runtime and
/// so runs while Swift code on other threads holds the runtime's locks. Returns pthread_create's result.
int ccurl_global_init_in_background(void);

#endif
