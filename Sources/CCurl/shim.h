#ifndef SPOTTER_CCURL_SHIM_H
#define SPOTTER_CCURL_SHIM_H

/* Swift cannot call C variadic functions, so each curl_easy_setopt / curl_easy_getinfo argument type gets a
 * typed wrapper. The type-checking macros would turn those calls into GCC statement expressions: turn them off. */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>

/* CURL_GLOBAL_ALL is a macro expression Swift does not import. */
static inline CURLcode spotter_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_ALL); }

static inline CURLcode spotter_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode spotter_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode spotter_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode spotter_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode spotter_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

/* Used for both CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION: they share one signature. */
static inline CURLcode spotter_curl_setopt_data_callback(
    CURL *handle, CURLoption option, size_t (*callback)(char *, size_t, size_t, void *)) {
    return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode spotter_curl_setopt_xferinfo_callback(
    CURL *handle, int (*callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode spotter_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode spotter_curl_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode spotter_curl_getinfo_string(CURL *handle, CURLINFO info, const char **value) {
    return curl_easy_getinfo(handle, info, value);
}

/* The Ctrl-C flag. A static in a header has one copy per object file that uses it, so only one Swift file
 * (SpotterCurl's Interrupts.swift) may touch these; everything else goes through that file. */
static volatile sig_atomic_t spotter_interrupt_flag = 0;

static inline void spotter_interrupt_set(void) { spotter_interrupt_flag = 1; }

static inline int spotter_interrupt_get(void) { return spotter_interrupt_flag != 0; }

static inline void spotter_interrupt_clear(void) { spotter_interrupt_flag = 0; }

/* Only an async-signal-safe store: the waiting code polls the flag. */
static inline void spotter_interrupt_handler(int signal_number) {
    (void)signal_number;
    spotter_interrupt_flag = 1;
}

/* No SA_RESTART, so a blocking read or poll returns EINTR and its caller can notice the flag. */
static inline int spotter_interrupt_install(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = spotter_interrupt_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(SIGINT, &action, NULL);
}

#endif
