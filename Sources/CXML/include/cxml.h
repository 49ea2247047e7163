#ifndef FORECAST_CXML_H
#define FORECAST_CXML_H
// libxml2's streaming reader for Swift, opened at run time (dlopen). Filled in by the CAP reader's work.

/// Whether libxml2 could be opened: 0 when it was.
int cxml_load(void);

#endif
