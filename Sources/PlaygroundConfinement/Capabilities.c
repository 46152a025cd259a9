// Capabilities of the process that runs learner code: none. Root's powers (device nodes, file
// attributes, chroot, changing user) come from capabilities, not from the user ID, so a runner
// started by root keeps only root's ownership of root's files, which the read-only view of the
// file system (Namespaces.c) and Landlock (Landlock.c) cover.

#define _GNU_SOURCE
#include "BoxParts.h"

#include <errno.h>
#include <linux/capability.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

int playground_drop_capabilities(char *problem, size_t size) {
    // The bounding set first (it needs CAP_SETPCAP, held until the sets below are cleared), so
    // nothing executed later gains a capability back; then the ambient set, then the process's own.
    for (int capability = 0; capability <= 63; capability++) {
        if (prctl(PR_CAPBSET_READ, capability, 0, 0, 0) == 1) prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
    }
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    struct __user_cap_header_struct header = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
    struct __user_cap_data_struct none[2] = {{0}, {0}};
    if (syscall(SYS_capset, &header, none) < 0) {
        playground_say(problem, size, "capset");
        return -1;
    }
    // What is left: a bounding set that could not be dropped (no CAP_SETPCAP: then the process
    // had no capabilities to begin with, and no_new_privs keeps executables from granting any).
    struct __user_cap_data_struct now[2] = {{0}, {0}};
    if (syscall(SYS_capget, &header, now) < 0 || now[0].effective || now[1].effective || now[0].permitted
        || now[1].permitted) {
        errno = EPERM;
        playground_say(problem, size, "capabilities remain");
        return -1;
    }
    return 0;
}
