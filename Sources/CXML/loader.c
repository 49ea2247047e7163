// Opening libxml2 with dlopen, once per process: libxml2.so.2, else libxml2.so.16.
#define _GNU_SOURCE
#include "cxml.h"
#include "abi.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

struct cxml_function_table cxml_loaded_library;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static cxml_load_status load_status = CXML_LIBRARY_MISSING;
static char load_failure[512];

/// The file names cxml_load tries, in order: the soname of libxml2 up to 2.13, then that of 2.14 and later.
static const char *const library_names[] = {"libxml2.so.2", "libxml2.so.16"};

/// Where each function goes in the table, by its exported name.
static const struct {
    const char *name;
    size_t offset;
} table_entries[] = {
    {"xmlInitParser", offsetof(struct cxml_function_table, init_parser)},
    {"xmlReaderForMemory", offsetof(struct cxml_function_table, reader_for_memory)},
    {"xmlTextReaderSetStructuredErrorHandler", offsetof(struct cxml_function_table, set_structured_error_handler)},
    {"xmlTextReaderRead", offsetof(struct cxml_function_table, read)},
    {"xmlTextReaderNodeType", offsetof(struct cxml_function_table, node_type)},
    {"xmlTextReaderConstLocalName", offsetof(struct cxml_function_table, const_local_name)},
    {"xmlTextReaderConstNamespaceUri", offsetof(struct cxml_function_table, const_namespace_uri)},
    {"xmlTextReaderConstValue", offsetof(struct cxml_function_table, const_value)},
    {"xmlTextReaderIsEmptyElement", offsetof(struct cxml_function_table, is_empty_element)},
    {"xmlFreeTextReader", offsetof(struct cxml_function_table, free_text_reader)},
};

/// Opens `file_name` (binding every symbol now) and fills `table`; on failure closes it again and explains in
/// `failure`.
static cxml_load_status open_library(const char *file_name, struct cxml_function_table *table, void **handle,
                                     char *failure, size_t capacity) {
    *handle = dlopen(file_name, RTLD_NOW | RTLD_LOCAL);
    if (*handle == NULL) {
        snprintf(failure, capacity, "%s", dlerror());
        return CXML_LIBRARY_MISSING;
    }
    for (size_t index = 0; index < sizeof table_entries / sizeof table_entries[0]; index++) {
        void *function = dlsym(*handle, table_entries[index].name);
        if (function == NULL) {
            snprintf(failure, capacity, "%s has no function %s", file_name, table_entries[index].name);
            dlclose(*handle);
            *handle = NULL;
            return CXML_FUNCTION_MISSING;
        }
        *(void **)((char *)table + table_entries[index].offset) = function;
    }
    return CXML_LOADED;
}

cxml_load_status cxml_check_library(const char *file_name, char *failure, size_t capacity) {
    struct cxml_function_table table;
    void *handle;
    if (capacity > 0) failure[0] = '\0';
    cxml_load_status status = open_library(file_name, &table, &handle, failure, capacity);
    if (handle != NULL) dlclose(handle);
    return status;
}

/// Tries each file name in turn, keeping the first that opens whole; each failure's reason is added to
/// load_failure, separated by "; ".
static void load(void) {
    for (size_t index = 0; index < sizeof library_names / sizeof library_names[0]; index++) {
        char reason[256];
        void *handle;
        load_status = open_library(library_names[index], &cxml_loaded_library, &handle, reason, sizeof reason);
        if (load_status == CXML_LOADED) {
            load_failure[0] = '\0';
            cxml_loaded_library.init_parser(); // not thread-safe before 2.14: done here, under pthread_once
            return;
        }
        size_t used = strlen(load_failure);
        snprintf(load_failure + used, sizeof load_failure - used, "%s%s", used > 0 ? "; " : "", reason);
    }
}

cxml_load_status cxml_load(void) {
    pthread_once(&load_once, load);
    return load_status;
}

const char *cxml_load_failure(void) {
    cxml_load(); // pthread_once orders this read after the load's writes
    return load_failure;
}
