#ifndef FORECAST_CXML_ABI_H
#define FORECAST_CXML_ABI_H
// The parts of libxml2's ABI the shim uses, as libxml/xmlreader.h, libxml/xmlerror.h and libxml/parser.h of libxml2
// 2.9 define them (unchanged through 2.14, whose soname is libxml2.so.16). Private to this target.

/// xmlreader.h: a streaming reader over one document, opaque.
typedef struct _xmlTextReader *xmlTextReaderPtr;

/// xmlstring.h: libxml2's text is UTF-8, in bytes.
typedef unsigned char xmlChar;

/// xmlerror.h: how grave an error is.
enum {
    XML_ERR_WARNING = 1,
    XML_ERR_ERROR = 2,
    XML_ERR_FATAL = 3,
};

/// xmlerror.h: one error, as a structured error handler receives it.
typedef struct {
    int domain;
    int code;
    char *message;
    int level;
    char *file;
    int line;
    char *str1;
    char *str2;
    char *str3;
    int int1;
    int int2;
    void *ctxt;
    void *node;
} xmlError;

/// xmlerror.h: a structured error handler (libxml2 2.12 made `error` const; the ABI is the same).
typedef void (*xmlStructuredErrorFunc)(void *userData, const xmlError *error);

/// parser.h: the parser options the shim sets, and no others.
enum {
    XML_PARSE_NOERROR = 1 << 5,
    XML_PARSE_NOWARNING = 1 << 6,
    XML_PARSE_NONET = 1 << 11,
};

/// Pointers to libxml2's functions, one per function the shim needs.
struct cxml_function_table {
    void (*init_parser)(void);
    xmlTextReaderPtr (*reader_for_memory)(const char *buffer, int size, const char *url, const char *encoding,
                                          int options);
    void (*set_structured_error_handler)(xmlTextReaderPtr reader, xmlStructuredErrorFunc handler, void *argument);
    int (*read)(xmlTextReaderPtr reader);
    int (*node_type)(xmlTextReaderPtr reader);
    const xmlChar *(*const_local_name)(xmlTextReaderPtr reader);
    const xmlChar *(*const_namespace_uri)(xmlTextReaderPtr reader);
    const xmlChar *(*const_value)(xmlTextReaderPtr reader);
    int (*is_empty_element)(xmlTextReaderPtr reader);
    void (*free_text_reader)(xmlTextReaderPtr reader);
};

/// The functions of the libxml2 cxml_load opened; filled in before cxml_load reports CXML_LOADED.
extern struct cxml_function_table cxml_loaded_library __attribute__((visibility("hidden")));

#endif
