// The typed entry points Swift calls, each forwarding to the libcurl function ccurl_load found.
#include "ccurl.h"
#include "function_table.h"

CURL *ccurl_easy_init(void) { return ccurl_loaded_library.easy_init(); }

void ccurl_easy_cleanup(CURL *handle) { ccurl_loaded_library.easy_cleanup(handle); }

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

CURLM *ccurl_multi_init(void) { return ccurl_loaded_library.multi_init(); }

CURLMcode ccurl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
    return ccurl_loaded_library.multi_setopt(multi, option, value);
}

CURLMcode ccurl_multi_add(CURLM *multi, CURL *handle) { return ccurl_loaded_library.multi_add_handle(multi, handle); }

CURLMcode ccurl_multi_remove(CURLM *multi, CURL *handle) {
    return ccurl_loaded_library.multi_remove_handle(multi, handle);
}

CURLMcode ccurl_multi_perform(CURLM *multi, int *running) { return ccurl_loaded_library.multi_perform(multi, running); }

CURLMcode ccurl_multi_poll(CURLM *multi, int timeout_ms) {
    return ccurl_loaded_library.multi_poll(multi, NULL, 0, timeout_ms, NULL);
}

CURLMcode ccurl_multi_wakeup(CURLM *multi) { return ccurl_loaded_library.multi_wakeup(multi); }

int ccurl_multi_next_done(CURLM *multi, CURL **handle, CURLcode *result) {
    int queued = 0;
    CURLMsg *message;
    while ((message = ccurl_loaded_library.multi_info_read(multi, &queued)) != NULL) {
        if (message->msg == CURLMSG_DONE) {
            *handle = message->easy_handle;
            *result = message->data.result;
            return 1;
        }
    }
    return 0;
}

CURLSH *ccurl_share_init(void) { return ccurl_loaded_library.share_init(); }

CURLSHcode ccurl_share_set_long(CURLSH *share, CURLSHoption option, long value) {
    return ccurl_loaded_library.share_setopt(share, option, value);
}

CURLcode ccurl_get_offset(CURL *handle, CURLINFO info, curl_off_t *value) {
    return ccurl_loaded_library.easy_getinfo(handle, info, value);
}
