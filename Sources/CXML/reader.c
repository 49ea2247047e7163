// The reader Swift drives: libxml2's xmlTextReader with fixed options, and its first error kept instead of printed.
#include "cxml.h"
#include "abi.h"
#include <stdio.h>
#include <stdlib.h>

/// The parser options of every reader: no network, and no error or warning printed. Never NOENT, DTDLOAD, DTDATTR,
/// DTDVALID, HUGE or XINCLUDE.
static const int parse_options = XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING;

struct cxml_reader {
    /// libxml2's reader.
    xmlTextReaderPtr reader;
    /// Whether `error` and `error_line` hold the first error's.
    int has_error;
    /// The line of the document the first error was met on (0 when libxml2 did not say).
    int error_line;
    /// The first error's message, cut to fit.
    char error[256];
};

/// The structured error handler: keeps the first error (not warning) in the reader it was given, and nothing else.
static void keep_first_error(void *state, const xmlError *error) {
    struct cxml_reader *reader = state;
    if (reader->has_error || error == NULL || error->level < XML_ERR_ERROR) return;
    reader->has_error = 1;
    reader->error_line = error->line;
    snprintf(reader->error, sizeof reader->error, "%s", error->message != NULL ? error->message : "");
}

cxml_reader *cxml_reader_open(const char *bytes, int size) {
    struct cxml_reader *reader = calloc(1, sizeof *reader);
    if (reader == NULL) return NULL;
    reader->reader = cxml_loaded_library.reader_for_memory(bytes, size, NULL, NULL, parse_options);
    if (reader->reader == NULL) {
        free(reader);
        return NULL;
    }
    cxml_loaded_library.set_structured_error_handler(reader->reader, keep_first_error, reader);
    return reader;
}

int cxml_reader_read(cxml_reader *reader) { return cxml_loaded_library.read(reader->reader); }

cxml_node_type cxml_reader_node_type(cxml_reader *reader) {
    return (cxml_node_type)cxml_loaded_library.node_type(reader->reader);
}

const char *cxml_reader_local_name(cxml_reader *reader) {
    return (const char *)cxml_loaded_library.const_local_name(reader->reader);
}

const char *cxml_reader_namespace_uri(cxml_reader *reader) {
    return (const char *)cxml_loaded_library.const_namespace_uri(reader->reader);
}

const char *cxml_reader_value(cxml_reader *reader) {
    return (const char *)cxml_loaded_library.const_value(reader->reader);
}

int cxml_reader_is_empty_element(cxml_reader *reader) {
    return cxml_loaded_library.is_empty_element(reader->reader) == 1;
}

const char *cxml_reader_error(cxml_reader *reader) { return reader->has_error ? reader->error : NULL; }

int cxml_reader_error_line(cxml_reader *reader) { return reader->has_error ? reader->error_line : 0; }

void cxml_reader_close(cxml_reader *reader) {
    cxml_loaded_library.free_text_reader(reader->reader);
    free(reader);
}
