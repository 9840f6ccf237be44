#ifndef SPOTTER_CCURL_SHIM_H
#define SPOTTER_CCURL_SHIM_H

/* Swift cannot call C variadic functions, so each curl_easy_setopt / curl_easy_getinfo argument type gets a
 * typed wrapper. The type-checking macros would turn those calls into GCC statement expressions: turn them off. */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>

/* libcurl is loaded with dlopen on first use rather than linked: linking pulls in some forty shared
 * libraries (TLS, Kerberos, LDAP...) at every start, which tripled the start-up of `spotter log` even
 * on the offline resolver. Each object file that includes this header gets its own copy of the table
 * below; every copy loads itself once (pthread_once) and they all point at the same library. */
#include <dlfcn.h>
#include <pthread.h>

typedef struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    int loaded;
} spotter_curl_api;

/* Function-local statics: Swift's importer emits these functions into each object file but would leave a
 * file-scope static of struct type as an undefined external. */
static inline spotter_curl_api *spotter_curl_table(void) {
    static spotter_curl_api table;
    return &table;
}

static inline pthread_once_t *spotter_curl_once(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    return &once;
}

#define spotter_curl (*spotter_curl_table())

static void spotter_curl_load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib"};
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) return;
    spotter_curl.global_init = (CURLcode(*)(long))dlsym(library, "curl_global_init");
    spotter_curl.easy_init = (CURL * (*)(void)) dlsym(library, "curl_easy_init");
    spotter_curl.easy_setopt = (CURLcode(*)(CURL *, CURLoption, ...))dlsym(library, "curl_easy_setopt");
    spotter_curl.easy_perform = (CURLcode(*)(CURL *))dlsym(library, "curl_easy_perform");
    spotter_curl.easy_getinfo = (CURLcode(*)(CURL *, CURLINFO, ...))dlsym(library, "curl_easy_getinfo");
    spotter_curl.easy_cleanup = (void (*)(CURL *))dlsym(library, "curl_easy_cleanup");
    spotter_curl.easy_strerror = (const char *(*)(CURLcode))dlsym(library, "curl_easy_strerror");
    spotter_curl.slist_append = (struct curl_slist * (*)(struct curl_slist *, const char *))
        dlsym(library, "curl_slist_append");
    spotter_curl.slist_free_all = (void (*)(struct curl_slist *))dlsym(library, "curl_slist_free_all");
    spotter_curl.loaded = spotter_curl.global_init && spotter_curl.easy_init && spotter_curl.easy_setopt
        && spotter_curl.easy_perform && spotter_curl.easy_getinfo && spotter_curl.easy_cleanup
        && spotter_curl.easy_strerror && spotter_curl.slist_append && spotter_curl.slist_free_all;
}

/* 1 when libcurl is installed and loaded; call before any other spotter_curl_ function. */
static inline int spotter_curl_available(void) {
    pthread_once(spotter_curl_once(), spotter_curl_load);
    return spotter_curl.loaded;
}

/* CURL_GLOBAL_ALL is a macro expression Swift does not import. */
static inline CURLcode spotter_curl_global_init(void) { return spotter_curl.global_init(CURL_GLOBAL_ALL); }

static inline CURL *spotter_curl_easy_init(void) { return spotter_curl.easy_init(); }

static inline CURLcode spotter_curl_easy_perform(CURL *handle) { return spotter_curl.easy_perform(handle); }

static inline void spotter_curl_easy_cleanup(CURL *handle) { spotter_curl.easy_cleanup(handle); }

static inline const char *spotter_curl_easy_strerror(CURLcode code) { return spotter_curl.easy_strerror(code); }

static inline struct curl_slist *spotter_curl_slist_append(struct curl_slist *list, const char *line) {
    return spotter_curl.slist_append(list, line);
}

static inline void spotter_curl_slist_free_all(struct curl_slist *list) { spotter_curl.slist_free_all(list); }

static inline CURLcode spotter_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return spotter_curl.easy_setopt(handle, option, value);
}

static inline CURLcode spotter_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return spotter_curl.easy_setopt(handle, option, value);
}

static inline CURLcode spotter_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return spotter_curl.easy_setopt(handle, option, value);
}

static inline CURLcode spotter_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return spotter_curl.easy_setopt(handle, option, value);
}

static inline CURLcode spotter_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return spotter_curl.easy_setopt(handle, option, value);
}

/* Used for both CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION: they share one signature. */
static inline CURLcode spotter_curl_setopt_data_callback(
    CURL *handle, CURLoption option, size_t (*callback)(char *, size_t, size_t, void *)) {
    return spotter_curl.easy_setopt(handle, option, callback);
}

static inline CURLcode spotter_curl_setopt_xferinfo_callback(
    CURL *handle, int (*callback)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return spotter_curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode spotter_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return spotter_curl.easy_getinfo(handle, info, value);
}

static inline CURLcode spotter_curl_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return spotter_curl.easy_getinfo(handle, info, value);
}

static inline CURLcode spotter_curl_getinfo_string(CURL *handle, CURLINFO info, const char **value) {
    return spotter_curl.easy_getinfo(handle, info, value);
}

/* Installs a handler without SA_RESTART, so a blocking read or poll returns EINTR and its caller can
 * notice what the handler recorded. (sigaction's union member is awkward to set from Swift.) */
static inline int spotter_signal_install(int signal_number, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(signal_number, &action, NULL);
}

#endif
