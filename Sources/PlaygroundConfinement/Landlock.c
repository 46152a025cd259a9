// Landlock for the process that runs learner code: files (and TCP, and signals where the kernel
// offers them). The kernel's structures and constants are written out here rather than taken
// from <linux/landlock.h>, whose version on a machine may be older than its kernel; they are the
// kernel's stable ABI.

#define _GNU_SOURCE
#include "PlaygroundConfinement.h"
#include "BoxParts.h"

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: - Landlock's ABI

struct ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

struct path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

enum {
    CREATE_RULESET_VERSION = 1,
    RULE_PATH_BENEATH = 1,
};

// File rights (ABI 1 unless said).
#define FS_WRITE_FILE (1ULL << 1)
#define FS_REMOVE_DIR (1ULL << 4)
#define FS_REMOVE_FILE (1ULL << 5)
#define FS_MAKE_CHAR (1ULL << 6)
#define FS_MAKE_DIR (1ULL << 7)
#define FS_MAKE_REG (1ULL << 8)
#define FS_MAKE_SOCK (1ULL << 9)
#define FS_MAKE_FIFO (1ULL << 10)
#define FS_MAKE_BLOCK (1ULL << 11)
#define FS_MAKE_SYM (1ULL << 12)
#define FS_REFER (1ULL << 13)    // ABI 2
#define FS_TRUNCATE (1ULL << 14) // ABI 3
// TCP rights (ABI 4).
#define NET_BIND_TCP (1ULL << 0)
#define NET_CONNECT_TCP (1ULL << 1)
// Scopes (ABI 6).
#define SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define SCOPE_SIGNAL (1ULL << 1)

#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif

int playground_landlock_abi(void) {
    long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, CREATE_RULESET_VERSION);
    return abi < 0 ? 0 : (int)abi;
}

void playground_say(char *problem, size_t size, const char *what) {
    if (problem && size > 0) snprintf(problem, size, "%s: %s", what, strerror(errno));
}

// The rights that change the file system, as far as this ABI knows them.
static uint64_t writing_rights(int abi) {
    uint64_t rights = FS_WRITE_FILE | FS_REMOVE_DIR | FS_REMOVE_FILE | FS_MAKE_CHAR | FS_MAKE_DIR | FS_MAKE_REG
        | FS_MAKE_SOCK | FS_MAKE_FIFO | FS_MAKE_BLOCK | FS_MAKE_SYM;
    if (abi >= 2) rights |= FS_REFER;
    if (abi >= 3) rights |= FS_TRUNCATE;
    return rights;
}

static int allow_beneath(int ruleset, const char *path, uint64_t rights, char *problem, size_t size) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) {
        playground_say(problem, size, path);
        return -1;
    }
    struct path_beneath_attr rule = {.allowed_access = rights, .parent_fd = fd};
    long added = syscall(SYS_landlock_add_rule, ruleset, RULE_PATH_BENEATH, &rule, 0);
    close(fd);
    if (added < 0) {
        playground_say(problem, size, "landlock_add_rule");
        return -1;
    }
    return 0;
}

int playground_restrict_files(int abi, const char *writable, char *problem, size_t size) {
    uint64_t rights = writing_rights(abi);
    struct ruleset_attr attributes = {.handled_access_fs = rights};
    if (abi >= 4) attributes.handled_access_net = NET_BIND_TCP | NET_CONNECT_TCP;
    if (abi >= 6) attributes.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL;
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attributes, sizeof attributes, 0);
    if (ruleset < 0) {
        playground_say(problem, size, "landlock_create_ruleset");
        return -1;
    }
    int failed = allow_beneath(ruleset, writable, rights, problem, size)
        || allow_beneath(ruleset, "/dev/null", FS_WRITE_FILE | (abi >= 3 ? FS_TRUNCATE : 0), problem, size);
    if (!failed && syscall(SYS_landlock_restrict_self, ruleset, 0) < 0) {
        playground_say(problem, size, "landlock_restrict_self");
        failed = 1;
    }
    close(ruleset);
    return failed ? -1 : 0;
}
