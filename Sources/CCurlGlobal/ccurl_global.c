#include "ccurl_global.h"
#include <pthread.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static CURLcode result = CURLE_FAILED_INIT;

static void initialise(void) {
    result = curl_global_init(CURL_GLOBAL_DEFAULT);
}

CURLcode ccurl_global_init_once(void) {
    pthread_once(&once, initialise);
    return result;
}

static void *initialise_in_background(void *unused) {
    (void)unused;
    ccurl_global_init_once();
    return NULL;
}

int ccurl_global_init_in_background(void) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    int status = pthread_create(&thread, &attributes, initialise_in_background, NULL);
    pthread_attr_destroy(&attributes);
    return status;
}
