// The box of the process that runs learner code, put together: each part in its own file.

#define _GNU_SOURCE
#include "BoxParts.h"
#include "PlaygroundConfinement.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef SYS_close_range
#define SYS_close_range 436
#endif

/// The largest file learner code may write: 256 MiB.
static const rlim_t largest_file = 256UL * 1024 * 1024;
/// The processes learner code may have at once, in its user namespace.
static const rlim_t most_processes = 512;

/// Closes every descriptor above the runner's protocol (0–4): one inherited from the shell
/// or the session would otherwise stay usable.
static void close_inherited(void) {
    if (syscall(SYS_close_range, 5U, ~0U, 0U) == 0) return;
    long most = sysconf(_SC_OPEN_MAX);
    if (most < 0 || most > 65536) most = 65536;
    for (int fd = 5; fd < most; fd++) close(fd);
}

/// Lowers `resource`'s hard limit to `value` (never raises it), and its soft limit under it:
/// learner code cannot raise either again.
static void set_hard_limit(int resource, rlim_t value) {
    struct rlimit limit;
    if (getrlimit(resource, &limit) < 0) return;
    rlim_t hard = (limit.rlim_max == RLIM_INFINITY || limit.rlim_max > value) ? value : limit.rlim_max;
    rlim_t soft = (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur > hard) ? hard : limit.rlim_cur;
    struct rlimit lowered = {.rlim_cur = soft, .rlim_max = hard};
    setrlimit(resource, &lowered);
}

int playground_enter_box(const char *writable, int session, char *problem, size_t size) {
    if (problem && size > 0) problem[0] = 0;
    close_inherited();
    // No controlling terminal: /dev/tty cannot be opened, the terminal's signals never arrive.
    setsid();
    // Nothing learner code executes can gain privileges (set-user-ID programs run as the learner);
    // Landlock and an unprivileged seccomp filter need it too.
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) {
        playground_say(problem, size, "no_new_privs");
        return -1;
    }
    int parts = playground_enter_namespaces(writable, problem, size);
    if (parts < 0) return -1;
    int in_user_namespace = parts != 0 && getuid() != 0;
    if (parts & PLAYGROUND_BOX_PROCESSES) {
        if (playground_become_first_process(session) < 0) parts &= ~PLAYGROUND_BOX_PROCESSES;
    }
    // A write past the largest file fails (EFBIG) instead of ending the program.
    signal(SIGXFSZ, SIG_IGN);
    set_hard_limit(RLIMIT_FSIZE, largest_file);
    if (in_user_namespace) set_hard_limit(RLIMIT_NPROC, most_processes);
    int abi = playground_landlock_abi();
    if (abi > 0 && playground_restrict_files(abi, writable, problem, size) == 0) parts |= PLAYGROUND_BOX_LANDLOCK;
    if (playground_drop_capabilities(problem, size) == 0) parts |= PLAYGROUND_BOX_NO_CAPABILITIES;
    if (playground_filter_calls(parts & PLAYGROUND_BOX_NETWORK, problem, size) == 0) parts |= PLAYGROUND_BOX_FILTER;
    return parts;
}

int playground_box_probe(void) {
    pid_t child = fork();
    if (child < 0) return 0;
    if (child == 0) {
        int parts = playground_enter_namespaces("/tmp", NULL, 0);
        if (parts < 0) _exit(0);
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0) {
            if (playground_drop_capabilities(NULL, 0) == 0) parts |= PLAYGROUND_BOX_NO_CAPABILITIES;
            if (playground_filter_calls(parts & PLAYGROUND_BOX_NETWORK, NULL, 0) == 0) parts |= PLAYGROUND_BOX_FILTER;
        }
        _exit(parts);
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    int parts = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    if (playground_landlock_abi() > 0) parts |= PLAYGROUND_BOX_LANDLOCK;
    return parts;
}
