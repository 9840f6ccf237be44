#ifndef SPOTTER_CEDIT_SHIM_H
#define SPOTTER_CEDIT_SHIM_H

/* libedit is loaded with dlopen when the REPL starts rather than linked: linking loads it and the three
 * libraries it needs (tinfo, bsd, md) at every start, which cost every one-shot command (`spotter log`,
 * `--version`) about half a millisecond. Without libedit the REPL reads plain lines (no editing, no
 * history). Each object file that includes this header gets its own copy of the table below; every
 * copy loads itself once (pthread_once) and they all point at the same library. */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *(*readline)(const char *);
    void (*using_history)(void);
    void (*stifle_history)(int);
    int (*read_history)(const char *);
    int (*write_history)(const char *);
    int (*add_history)(const char *);
    int loaded;
} spotter_edit_api;

/* Function-local statics: Swift's importer emits these functions into each object file but would leave a
 * file-scope static of struct type as an undefined external. */
static inline spotter_edit_api *spotter_edit_table(void) {
    static spotter_edit_api table;
    return &table;
}

static inline pthread_once_t *spotter_edit_once(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    return &once;
}

static void spotter_edit_load(void) {
    const char *names[] = {"libedit.so.2", "libedit.so", "libedit.3.dylib", "libedit.dylib"};
    void *library = NULL;
    for (size_t index = 0; index < sizeof names / sizeof names[0] && library == NULL; index++) {
        library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) return;
    spotter_edit_api *api = spotter_edit_table();
    api->readline = (char *(*)(const char *))dlsym(library, "readline");
    api->using_history = (void (*)(void))dlsym(library, "using_history");
    api->stifle_history = (void (*)(int))dlsym(library, "stifle_history");
    api->read_history = (int (*)(const char *))dlsym(library, "read_history");
    api->write_history = (int (*)(const char *))dlsym(library, "write_history");
    api->add_history = (int (*)(const char *))dlsym(library, "add_history");
    api->loaded = api->readline && api->using_history && api->stifle_history && api->read_history
        && api->write_history && api->add_history;
}

/* 1 when libedit is installed and loaded. */
static inline int spotter_edit_available(void) {
    pthread_once(spotter_edit_once(), spotter_edit_load);
    return spotter_edit_table()->loaded;
}

/* A line without its newline (malloc'd, for free), or NULL at end of input: libedit's readline, else a
 * plain prompt and read. */
static inline char *spotter_edit_readline(const char *prompt) {
    if (spotter_edit_available()) return spotter_edit_table()->readline(prompt);
    fputs(prompt, stdout);
    fflush(stdout);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length = getline(&line, &capacity, stdin);
    if (length < 0) {
        free(line);
        return NULL;
    }
    if (length > 0 && line[length - 1] == '\n') line[length - 1] = '\0';
    return line;
}

/* History is kept only with libedit; without it these do nothing. */
static inline void spotter_edit_start_history(const char *path, int size) {
    if (!spotter_edit_available()) return;
    spotter_edit_table()->using_history();
    spotter_edit_table()->stifle_history(size);
    spotter_edit_table()->read_history(path);
}

static inline void spotter_edit_add_history(const char *line, const char *path) {
    if (!spotter_edit_available()) return;
    spotter_edit_table()->add_history(line);
    spotter_edit_table()->write_history(path);
}

#endif
