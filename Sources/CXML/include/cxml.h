#ifndef FORECAST_CXML_H
#define FORECAST_CXML_H
// libxml2's streaming reader (xmlTextReader) for Swift, loaded at run time.
//
// The process does not link libxml2: cxml_load opens libxml2.so.2 (libxml2 up to 2.13; Debian 12 ships 2.9), else
// libxml2.so.16 (2.14 and later), with dlopen. libxml2's types are declared inside the shim as its stable ABI defines
// them, so no development package is needed to build. Swift calls only these cxml_* functions, never libxml2.
//
// The parser's options are fixed here, not chosen by the caller: XML_PARSE_NONET | XML_PARSE_NOERROR |
// XML_PARSE_NOWARNING, and never NOENT (entities substituted), DTDLOAD, DTDATTR, DTDVALID, HUGE (libxml2's own
// limits lifted) or XINCLUDE. libxml2 prints nothing: each reader keeps its own first error instead.
//
// Every function but the load family needs a successful cxml_load first. A reader is used by one thread at a time;
// readers on different threads are independent.
#include <stddef.h>

/// How opening libxml2 ended.
typedef enum {
    /// Opened, and the parser initialised: the reader functions may be called.
    CXML_LOADED = 0,
    /// The library could not be opened (not installed, or not loadable).
    CXML_LIBRARY_MISSING = 1,
    /// The library opened but lacks a function this shim needs.
    CXML_FUNCTION_MISSING = 2,
} cxml_load_status;

/// Opens libxml2.so.2, else libxml2.so.16, and initialises its parser, exactly once per process, whichever thread asks
/// first; every caller waits for it and gets its outcome (when neither opens, the status of the last one tried).
cxml_load_status cxml_load(void);

/// Why cxml_load failed, in one line naming each file tried with the dynamic loader's reason; empty after success.
const char *cxml_load_failure(void);

/// Opens the library `file_name` and looks up every function this shim needs, without initialising it or keeping
/// it; writes why it failed into `failure` (at most `capacity` bytes, NUL-terminated). For tests; cxml_load does the
/// same for each of its file names and keeps the first that works.
cxml_load_status cxml_check_library(const char *file_name, char *failure, size_t capacity);

/// The kinds of node cxml_reader_node_type reports, as libxml2's xmlReaderTypes numbers them (those the shim's
/// callers tell apart; others, such as comments (8) and processing instructions (7), keep libxml2's numbers).
typedef enum {
    /// The start of an element (and its end too, when it is empty: `<polygon/>`).
    CXML_NODE_ELEMENT = 1,
    /// Character data, entity and character references already replaced.
    CXML_NODE_TEXT = 3,
    /// A CDATA section's content.
    CXML_NODE_CDATA = 4,
    /// A document type declaration (`<!DOCTYPE …>`).
    CXML_NODE_DOCUMENT_TYPE = 10,
    /// White space between elements.
    CXML_NODE_WHITESPACE = 13,
    /// White space in an element whose content keeps it (`xml:space="preserve"`).
    CXML_NODE_SIGNIFICANT_WHITESPACE = 14,
    /// The end of an element that is not empty.
    CXML_NODE_END_ELEMENT = 15,
} cxml_node_type;

/// One libxml2 text reader over one document in memory, with the first error it met.
typedef struct cxml_reader cxml_reader;

/// A reader over the `size` bytes at `bytes`, which are not copied: they must stay valid until cxml_reader_close.
/// Returns NULL when libxml2 cannot make one (out of memory).
cxml_reader *cxml_reader_open(const char *bytes, int size);

/// Moves to the next node: 1 when there is one, 0 at the end of the document, -1 at an error (then see
/// cxml_reader_error). After 0 or -1, only cxml_reader_error, cxml_reader_error_line and cxml_reader_close may be
/// called.
int cxml_reader_read(cxml_reader *reader);

/// The current node's kind: one of cxml_node_type, or another of libxml2's xmlReaderTypes.
cxml_node_type cxml_reader_node_type(cxml_reader *reader);

/// The current node's local name (`alert` for `<cap:alert>`), UTF-8, owned by the reader: valid until the next read.
const char *cxml_reader_local_name(cxml_reader *reader);

/// The current node's namespace name (`urn:oasis:names:tc:emergency:cap:1.2`), or NULL when it has none; owned by
/// the reader, valid until the next read.
const char *cxml_reader_namespace_uri(cxml_reader *reader);

/// The current text, CDATA or white space node's text, UTF-8, or NULL for other nodes; owned by the reader, valid
/// until the next read.
const char *cxml_reader_value(cxml_reader *reader);

/// 1 when the current element is empty (`<polygon/>`: no end element follows), else 0.
int cxml_reader_is_empty_element(cxml_reader *reader);

/// libxml2's message for the first error (not warning) the reader met, as libxml2 wrote it (it may end in a line
/// feed, and is cut to 255 bytes), or NULL when it met none.
const char *cxml_reader_error(cxml_reader *reader);

/// The line of the document the first error was met on, or 0 when unknown or there was none.
int cxml_reader_error_line(cxml_reader *reader);

/// Frees the reader and everything libxml2 kept for it.
void cxml_reader_close(cxml_reader *reader);

#endif
