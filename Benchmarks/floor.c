/*
 * The floor `make bench` measures screengen against: the least work a generator of the
 * same output could do in C with the libyaml screengen parses with.
 *
 *   floor SPECS                      parse every *.yml / *.yaml file below SPECS with
 *                                    libyaml's event API (the floor of `lint`)
 *   floor SPECS REFERENCE OUTPUT     the same, then write the bytes of every file below
 *                                    REFERENCE (a folder screengen generated) into OUTPUT,
 *                                    a fresh folder, with the same relative paths (the
 *                                    floor of a cold `generate`)
 *
 * The reference files are read into memory before the specs are parsed, so the timed
 * process holds the output bytes as a generator would after rendering; reading them
 * from the page cache is a memory copy. Each file is created with open, write, close,
 * folders with mkdir: no staging, no rename, no fsync. Exits 1 when a spec does not
 * parse (every one of the benchmark's specs does), 2 on any I/O problem.
 *
 * Built by `make bench` with the C compiler against the libyaml sources Yams vendors
 * (its CYaml target), so it parses with the same libyaml as screengen.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "yaml.h"

struct file {
    char *path;     /* relative to the folder it was found in */
    unsigned char *bytes;
    size_t size;
};

struct files {
    struct file *items;
    size_t count, capacity;
};

static void fail(const char *what, const char *path) {
    fprintf(stderr, "floor: %s %s: %s\n", what, path, strerror(errno));
    exit(2);
}

static unsigned char *read_all(const char *path, size_t *size) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) fail("cannot open", path);
    struct stat info;
    if (fstat(descriptor, &info) != 0) fail("cannot stat", path);
    size_t capacity = (size_t)info.st_size + 1, used = 0;
    unsigned char *bytes = malloc(capacity);
    if (!bytes) fail("out of memory reading", path);
    for (;;) {
        if (used == capacity) {
            capacity *= 2;
            bytes = realloc(bytes, capacity);
            if (!bytes) fail("out of memory reading", path);
        }
        ssize_t count = read(descriptor, bytes + used, capacity - used);
        if (count < 0) fail("cannot read", path);
        if (count == 0) break;
        used += (size_t)count;
    }
    close(descriptor);
    *size = used;
    return bytes;
}

static int has_suffix(const char *name, const char *suffix) {
    size_t length = strlen(name), suffix_length = strlen(suffix);
    return length > suffix_length && strcmp(name + length - suffix_length, suffix) == 0;
}

/* Every regular file below `root`/`relative`, read into `files`; with `yaml_only`, only
 * YAML files and no hidden names, as screengen reads a spec folder. */
static void collect(const char *root, const char *relative, int yaml_only, struct files *files) {
    char folder[4096];
    snprintf(folder, sizeof folder, "%s%s%s", root, *relative ? "/" : "", relative);
    DIR *directory = opendir(folder);
    if (!directory) fail("cannot list", folder);
    struct dirent *entry;
    while ((entry = readdir(directory))) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        if (yaml_only && entry->d_name[0] == '.') continue;
        char path[4096], full[4096];
        snprintf(path, sizeof path, "%s%s%s", relative, *relative ? "/" : "", entry->d_name);
        snprintf(full, sizeof full, "%s/%s", root, path);
        struct stat info;
        if (stat(full, &info) != 0) fail("cannot stat", full);
        if (S_ISDIR(info.st_mode)) {
            collect(root, path, yaml_only, files);
        } else if (S_ISREG(info.st_mode)) {
            if (yaml_only && !has_suffix(entry->d_name, ".yml") && !has_suffix(entry->d_name, ".yaml")) continue;
            if (files->count == files->capacity) {
                files->capacity = files->capacity ? files->capacity * 2 : 256;
                files->items = realloc(files->items, files->capacity * sizeof *files->items);
                if (!files->items) fail("out of memory listing", folder);
            }
            struct file *file = &files->items[files->count++];
            file->path = strdup(path);
            file->bytes = read_all(full, &file->size);
        }
    }
    closedir(directory);
}

/* Parses one document stream to its end; returns the number of events, or -1. */
static long parse(const struct file *file) {
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_input_string(&parser, file->bytes, file->size);
    long events = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            yaml_parser_delete(&parser);
            return -1;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return events;
}

/* mkdir -p of the folders of `path` below `root`, remembering the last one made. */
static void make_parents(const char *root, const char *path) {
    static char made[4096];
    char folder[4096];
    const char *slash = strrchr(path, '/');
    if (!slash) return;
    snprintf(folder, sizeof folder, "%s/%.*s", root, (int)(slash - path), path);
    if (strcmp(folder, made) == 0) return;
    for (char *cursor = folder + strlen(root) + 1; *cursor; cursor++) {
        if (*cursor != '/') continue;
        *cursor = 0;
        if (mkdir(folder, 0777) != 0 && errno != EEXIST) fail("cannot make", folder);
        *cursor = '/';
    }
    if (mkdir(folder, 0777) != 0 && errno != EEXIST) fail("cannot make", folder);
    snprintf(made, sizeof made, "%s", folder);
}

static void write_all(const char *root, const struct file *file) {
    char full[4096];
    snprintf(full, sizeof full, "%s/%s", root, file->path);
    make_parents(root, file->path);
    int descriptor = open(full, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (descriptor < 0) fail("cannot create", full);
    size_t done = 0;
    while (done < file->size) {
        ssize_t count = write(descriptor, file->bytes + done, file->size - done);
        if (count < 0) fail("cannot write", full);
        done += (size_t)count;
    }
    if (close(descriptor) != 0) fail("cannot close", full);
}

int main(int argc, char **argv) {
    if (argc != 2 && argc != 4) {
        fprintf(stderr, "usage: floor SPECS [REFERENCE OUTPUT]\n");
        return 2;
    }
    struct files reference = {0}, specs = {0};
    if (argc == 4) collect(argv[2], "", 0, &reference);
    collect(argv[1], "", 1, &specs);
    long events = 0;
    for (size_t index = 0; index < specs.count; index++) {
        long count = parse(&specs.items[index]);
        if (count < 0) {
            fprintf(stderr, "floor: %s/%s does not parse\n", argv[1], specs.items[index].path);
            return 1;
        }
        events += count;
    }
    if (argc == 4) {
        if (mkdir(argv[3], 0777) != 0) fail("cannot make", argv[3]);
        for (size_t index = 0; index < reference.count; index++) write_all(argv[3], &reference.items[index]);
    }
    printf("%zu spec files, %ld events, %zu files written\n", specs.count, events, reference.count);
    return 0;
}
