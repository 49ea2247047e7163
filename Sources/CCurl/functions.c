// The typed entry points Swift calls, each forwarding to the libcurl function ccurl_load found.
#include "ccurl.h"
#include "function_table.h"

CURL *ccurl_easy_init(void) { return ccurl_loaded_library.easy_init(); }

void ccurl_easy_cleanup(CURL *handle) { ccurl_loaded_library.easy_cleanup(handle); }

CURLcode ccurl_easy_perform(CURL *handle) { return ccurl_loaded_library.easy_perform(handle); }

const char *ccurl_easy_strerror(CURLcode code) { return ccurl_loaded_library.easy_strerror(code); }

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *line) {
    return ccurl_loaded_library.slist_append(list, line);
}

void ccurl_slist_free_all(struct curl_slist *list) { ccurl_loaded_library.slist_free_all(list); }

CURLcode ccurl_set_long(CURL *handle, CURLoption option, long value) {
    return ccurl_loaded_library.easy_setopt(handle, option, value);
}

CURLcode ccurl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return ccurl_loaded_library.easy_setopt(handle, option, value);
}

CURLcode ccurl_set_string(CURL *handle, CURLoption option, const char *value) {
    return ccurl_loaded_library.easy_setopt(handle, option, value);
}

CURLcode ccurl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return ccurl_loaded_library.easy_setopt(handle, option, value);
}

CURLcode ccurl_set_list(CURL *handle, CURLoption option, struct curl_slist *value) {
    return ccurl_loaded_library.easy_setopt(handle, option, value);
}

CURLcode ccurl_set_data_callback(CURL *handle, CURLoption option, ccurl_data_callback value) {
    return ccurl_loaded_library.easy_setopt(handle, option, value);
}

CURLcode ccurl_set_progress_callback(CURL *handle, ccurl_progress_callback value) {
    return ccurl_loaded_library.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

CURLcode ccurl_get_long(CURL *handle, CURLINFO info, long *value) {
    return ccurl_loaded_library.easy_getinfo(handle, info, value);
}
