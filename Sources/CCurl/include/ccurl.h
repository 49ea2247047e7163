#ifndef FORECAST_CCURL_H
#define FORECAST_CCURL_H
// libcurl for Swift, loaded at run time.
//
// The process does not link libcurl: ccurl_load opens libcurl.so.4 with dlopen, so the dynamic loader's work
// for libcurl and its ~30 dependencies (TLS, compression, Kerberos, LDAP…) can run on a thread of its own
// while Swift starts and parses arguments, instead of before main. The types and constants still come from
// the libcurl headers (libcurl4-openssl-dev) the build compiles against.
//
// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: each ccurl_set_* and
// ccurl_get_* wrapper fixes one argument type so the call is typed on both sides.
//
// Every function but the ccurl_load family needs a successful ccurl_load first.
#include <curl/curl.h>
#include <stddef.h>

/// The file name ccurl_load opens: libcurl's stable ABI, shipped by Debian's libcurl4 package.
#define CCURL_LIBRARY_NAME "libcurl.so.4"

/// How loading libcurl ended.
typedef enum {
    /// Loaded and initialised: the other functions may be called.
    CCURL_LOADED = 0,
    /// The library could not be opened (not installed, or not loadable).
    CCURL_LIBRARY_MISSING = 1,
    /// The library opened but lacks a function this shim needs.
    CCURL_FUNCTION_MISSING = 2,
    /// curl_global_init failed.
    CCURL_INIT_FAILED = 3,
} ccurl_load_status;

/// Loads libcurl and runs curl_global_init, exactly once per process, whichever thread asks first; every
/// caller waits for it and gets its outcome.
ccurl_load_status ccurl_load(void);

/// Why ccurl_load failed, in one line (the dynamic loader's or libcurl's words); empty after success.
const char *ccurl_load_failure(void);

/// Starts ccurl_load on a detached thread of plain C, which needs nothing of the Swift runtime and so works
/// while Swift code on other threads holds the runtime's locks. When the process may use more than one CPU, the
/// thread starts on another CPU than the caller's, so that the two run side by side from the first instant
/// instead of after the scheduler's next rebalancing; it may then run anywhere. Returns pthread_create's result.
int ccurl_load_in_background(void);

/// Opens the library `file_name` and looks up every function this shim needs, without initialising it or
/// keeping it; writes why it failed into `failure` (at most `capacity` bytes, NUL-terminated). For checking a
/// library, and for tests; ccurl_load does the same for CCURL_LIBRARY_NAME and keeps the result.
ccurl_load_status ccurl_check_library(const char *file_name, char *failure, size_t capacity);

/// The signature of CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION callbacks.
typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *userdata);

/// The signature of the CURLOPT_XFERINFOFUNCTION progress callback.
typedef int (*ccurl_progress_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow,
                                       curl_off_t ultotal, curl_off_t ulnow);

/// curl_easy_init.
CURL *ccurl_easy_init(void);
/// curl_easy_cleanup.
void ccurl_easy_cleanup(CURL *handle);
/// curl_easy_strerror.
const char *ccurl_easy_strerror(CURLcode code);
/// curl_slist_append.
struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *line);
/// curl_slist_free_all.
void ccurl_slist_free_all(struct curl_slist *list);

/// curl_easy_setopt with a long.
CURLcode ccurl_set_long(CURL *handle, CURLoption option, long value);
/// curl_easy_setopt with a curl_off_t.
CURLcode ccurl_set_offset(CURL *handle, CURLoption option, curl_off_t value);
/// curl_easy_setopt with a string, which libcurl copies.
CURLcode ccurl_set_string(CURL *handle, CURLoption option, const char *value);
/// curl_easy_setopt with a pointer.
CURLcode ccurl_set_pointer(CURL *handle, CURLoption option, void *value);
/// curl_easy_setopt with a header list.
CURLcode ccurl_set_list(CURL *handle, CURLoption option, struct curl_slist *value);
/// curl_easy_setopt with a body or header callback.
CURLcode ccurl_set_data_callback(CURL *handle, CURLoption option, ccurl_data_callback value);
/// curl_easy_setopt(CURLOPT_XFERINFOFUNCTION).
CURLcode ccurl_set_progress_callback(CURL *handle, ccurl_progress_callback value);
/// curl_easy_getinfo with a long.
CURLcode ccurl_get_long(CURL *handle, CURLINFO info, long *value);
/// curl_easy_getinfo with a curl_off_t (sizes, and times in microseconds).
CURLcode ccurl_get_offset(CURL *handle, CURLINFO info, curl_off_t *value);

/// curl_multi_init.
CURLM *ccurl_multi_init(void);
/// curl_multi_setopt with a long.
CURLMcode ccurl_multi_set_long(CURLM *multi, CURLMoption option, long value);
/// curl_multi_add_handle.
CURLMcode ccurl_multi_add(CURLM *multi, CURL *handle);
/// curl_multi_remove_handle.
CURLMcode ccurl_multi_remove(CURLM *multi, CURL *handle);
/// curl_multi_perform: does what can be done now without waiting, and says how many transfers still run.
CURLMcode ccurl_multi_perform(CURLM *multi, int *running);
/// curl_multi_poll with no extra descriptors: waits until a transfer can go on, ccurl_multi_wakeup is called, or
/// `timeout_ms` passes.
CURLMcode ccurl_multi_poll(CURLM *multi, int timeout_ms);
/// curl_multi_wakeup: ends a ccurl_multi_poll now; callable from any thread.
CURLMcode ccurl_multi_wakeup(CURLM *multi);
/// The next finished transfer, from curl_multi_info_read: 1 with its handle and result, or 0 when none is left.
int ccurl_multi_next_done(CURLM *multi, CURL **handle, CURLcode *result);
/// curl_share_init.
CURLSH *ccurl_share_init(void);
/// curl_share_setopt with a long (CURLSHOPT_SHARE's data kinds).
CURLSHcode ccurl_share_set_long(CURLSH *share, CURLSHoption option, long value);

#endif
