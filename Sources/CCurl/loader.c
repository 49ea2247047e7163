// Opening libcurl with dlopen, once per process, optionally on a background thread of its own.
#define _GNU_SOURCE
#include "ccurl.h"
#include "function_table.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

struct ccurl_function_table ccurl_loaded_library;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ccurl_load_status load_status = CCURL_LIBRARY_MISSING;
static char load_failure[512];

/// Where each function goes in the table, by its exported name.
static const struct {
    const char *name;
    size_t offset;
} table_entries[] = {
    {"curl_global_init", offsetof(struct ccurl_function_table, global_init)},
    {"curl_easy_init", offsetof(struct ccurl_function_table, easy_init)},
    {"curl_easy_cleanup", offsetof(struct ccurl_function_table, easy_cleanup)},
    {"curl_easy_strerror", offsetof(struct ccurl_function_table, easy_strerror)},
    {"curl_easy_setopt", offsetof(struct ccurl_function_table, easy_setopt)},
    {"curl_easy_getinfo", offsetof(struct ccurl_function_table, easy_getinfo)},
    {"curl_slist_append", offsetof(struct ccurl_function_table, slist_append)},
    {"curl_slist_free_all", offsetof(struct ccurl_function_table, slist_free_all)},
    {"curl_multi_init", offsetof(struct ccurl_function_table, multi_init)},
    {"curl_multi_setopt", offsetof(struct ccurl_function_table, multi_setopt)},
    {"curl_multi_add_handle", offsetof(struct ccurl_function_table, multi_add_handle)},
    {"curl_multi_remove_handle", offsetof(struct ccurl_function_table, multi_remove_handle)},
    {"curl_multi_perform", offsetof(struct ccurl_function_table, multi_perform)},
    {"curl_multi_poll", offsetof(struct ccurl_function_table, multi_poll)},
    {"curl_multi_wakeup", offsetof(struct ccurl_function_table, multi_wakeup)},
    {"curl_multi_info_read", offsetof(struct ccurl_function_table, multi_info_read)},
    {"curl_share_init", offsetof(struct ccurl_function_table, share_init)},
    {"curl_share_setopt", offsetof(struct ccurl_function_table, share_setopt)},
};

/// Opens `file_name` (binding every symbol now, so no lazy binding is left for the first transfer) and fills
/// `table`; on failure closes it again and explains in `failure`.
static ccurl_load_status open_library(const char *file_name, struct ccurl_function_table *table, void **handle,
                                      char *failure, size_t capacity) {
    *handle = dlopen(file_name, RTLD_NOW | RTLD_LOCAL);
    if (*handle == NULL) {
        snprintf(failure, capacity, "%s", dlerror());
        return CCURL_LIBRARY_MISSING;
    }
    for (size_t index = 0; index < sizeof table_entries / sizeof table_entries[0]; index++) {
        void *function = dlsym(*handle, table_entries[index].name);
        if (function == NULL) {
            snprintf(failure, capacity, "%s has no function %s", file_name, table_entries[index].name);
            dlclose(*handle);
            *handle = NULL;
            return CCURL_FUNCTION_MISSING;
        }
        *(void **)((char *)table + table_entries[index].offset) = function;
    }
    return CCURL_LOADED;
}

ccurl_load_status ccurl_check_library(const char *file_name, char *failure, size_t capacity) {
    struct ccurl_function_table table;
    void *handle;
    if (capacity > 0) failure[0] = '\0';
    ccurl_load_status status = open_library(file_name, &table, &handle, failure, capacity);
    if (handle != NULL) dlclose(handle);
    return status;
}

static void load(void) {
    void *handle;
    load_status = open_library(CCURL_LIBRARY_NAME, &ccurl_loaded_library, &handle, load_failure,
                               sizeof load_failure);
    if (load_status != CCURL_LOADED) return;
    CURLcode result = ccurl_loaded_library.global_init(CURL_GLOBAL_DEFAULT);
    if (result != CURLE_OK) {
        snprintf(load_failure, sizeof load_failure, "curl_global_init failed: %s",
                 ccurl_loaded_library.easy_strerror(result));
        load_status = CCURL_INIT_FAILED;
    }
}

ccurl_load_status ccurl_load(void) {
    pthread_once(&load_once, load);
    return load_status;
}

const char *ccurl_load_failure(void) {
    ccurl_load(); // pthread_once orders this read after the load's writes
    return load_failure;
}

/// The background thread: loads libcurl.
static void *load_in_background(void *unused) {
    (void)unused;
    ccurl_load();
    return NULL;
}

int ccurl_load_in_background(void) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    int status = pthread_create(&thread, &attributes, load_in_background, NULL);
    pthread_attr_destroy(&attributes);
    return status;
}
