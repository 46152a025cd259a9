// Namespaces of the process that runs learner code, where the kernel offers them without
// privilege (a user namespace) or the runner is root: a view of the file system that is read-only
// but for the session's folder, with a /dev of its own (null, zero, full, random, urandom: no
// terminal, no disk); no network but its own loopback; a PID namespace whose first process is the runner, so
// every process learner code starts dies with it.

#define _GNU_SOURCE
#include "BoxParts.h"
#include "PlaygroundConfinement.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/mount.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sched.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif

static int write_file(const char *path, const char *text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    ssize_t length = (ssize_t)strlen(text);
    ssize_t written = write(fd, text, (size_t)length);
    close(fd);
    return written == length ? 0 : -1;
}

/// Maps the namespace's user and group to the ones outside (the only mapping an unprivileged
/// process may write), so the session's folder stays the runner's own.
static int map_identity(uid_t uid, gid_t gid) {
    char line[64];
    if (write_file("/proc/self/setgroups", "deny") < 0 && errno != ENOENT) return -1;
    snprintf(line, sizeof line, "%u %u 1\n", (unsigned)uid, (unsigned)uid);
    if (write_file("/proc/self/uid_map", line) < 0) return -1;
    snprintf(line, sizeof line, "%u %u 1\n", (unsigned)gid, (unsigned)gid);
    return write_file("/proc/self/gid_map", line);
}

/// Enters new user (unless `with_user` is 0: root needs none), mount, network, IPC and PID
/// namespaces (the PID one takes effect for the next process forked).
static int unshare_all(int with_user) {
    uid_t uid = getuid();
    gid_t gid = getgid();
    int flags = CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWPID | (with_user ? CLONE_NEWUSER : 0);
    if (unshare(flags) < 0) return -1;
    if (with_user && map_identity(uid, gid) < 0) return -2;
    return 0;
}

static const char *const devices[] = {"null", "zero", "full", "random", "urandom"};
#define DEVICE_COUNT (sizeof devices / sizeof devices[0])

/// A /dev of its own: the harmless devices, bound from the real ones, and the usual links.
static int make_devices(char *problem, size_t size) {
    int kept[DEVICE_COUNT];
    char path[64];
    for (size_t i = 0; i < DEVICE_COUNT; i++) {
        snprintf(path, sizeof path, "/dev/%s", devices[i]);
        kept[i] = open(path, O_PATH | O_CLOEXEC);
    }
    int failed = 0;
    if (mount("tmpfs", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "size=64k,nr_inodes=64,mode=755") < 0) {
        playground_say(problem, size, "a /dev of its own");
        failed = 1;
    }
    for (size_t i = 0; !failed && i < DEVICE_COUNT; i++) {
        if (kept[i] < 0) continue;
        snprintf(path, sizeof path, "/dev/%s", devices[i]);
        int made = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0666);
        if (made >= 0) close(made);
        char source[64];
        snprintf(source, sizeof source, "/proc/self/fd/%d", kept[i]);
        if (mount(source, path, NULL, MS_BIND, NULL) < 0) {
            playground_say(problem, size, path);
            failed = 1;
        }
    }
    for (size_t i = 0; i < DEVICE_COUNT; i++) {
        if (kept[i] >= 0) close(kept[i]);
    }
    if (failed) return -1;
    mkdir("/dev/shm", 0755);
    mkdir("/dev/pts", 0755);
    symlink("/proc/self/fd", "/dev/fd");
    symlink("/proc/self/fd/0", "/dev/stdin");
    symlink("/proc/self/fd/1", "/dev/stdout");
    symlink("/proc/self/fd/2", "/dev/stderr");
    return 0;
}

/// The most learner code may keep in its folder: 256 MiB in at most 16,384 files and folders.
/// The folder is memory of this runner's own (tmpfs), so learner code cannot fill the disk, and
/// what it wrote is gone with the runner: a replay after a trap or `:undo` starts from an empty
/// folder, as the session's first run did.
static const char *const folder_bounds = "size=256m,nr_inodes=16384,mode=700";

/// Every mount read-only and without set-user-ID programs, but the session's folder, which is
/// writable, bounded in size and holds no devices.
static int make_read_only(const char *writable, char *problem, size_t size) {
    if (mount("tmpfs", writable, "tmpfs", MS_NOSUID | MS_NODEV, folder_bounds) < 0) {
        playground_say(problem, size, "a bounded session folder");
        return -1;
    }
    struct mount_attr everything = {.attr_set = MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID};
    if (syscall(SYS_mount_setattr, AT_FDCWD, "/", AT_RECURSIVE, &everything, sizeof everything) < 0) {
        playground_say(problem, size, "a read-only file system");
        return -1;
    }
    struct mount_attr folder = {.attr_clr = MOUNT_ATTR_RDONLY, .attr_set = MOUNT_ATTR_NODEV | MOUNT_ATTR_NOSUID};
    if (syscall(SYS_mount_setattr, AT_FDCWD, writable, AT_RECURSIVE, &folder, sizeof folder) < 0) {
        playground_say(problem, size, "a writable session folder");
        return -1;
    }
    return 0;
}

/// Brings up the new network namespace's loopback (it starts down), so 127.0.0.1 is the box's
/// own: Foundation's run loop talks to itself over it. Nothing else is on this network.
static void bring_up_loopback(void) {
    int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return;
    struct ifreq request;
    memset(&request, 0, sizeof request);
    strncpy(request.ifr_name, "lo", IFNAMSIZ - 1);
    if (ioctl(fd, SIOCGIFFLAGS, &request) == 0) {
        request.ifr_flags |= IFF_UP | IFF_RUNNING;
        ioctl(fd, SIOCSIFFLAGS, &request);
    }
    close(fd);
}

int playground_enter_namespaces(const char *writable, char *problem, size_t size) {
    int entered = unshare_all(1);
    if (entered == -1 && geteuid() == 0) entered = unshare_all(0);
    if (entered == -2) {
        // In a user namespace that could not be mapped: the process would lose its own files.
        playground_say(problem, size, "mapping the user namespace");
        return -1;
    }
    if (entered < 0) {
        playground_say(problem, size, "namespaces");
        return 0;
    }
    int parts = PLAYGROUND_BOX_NETWORK | PLAYGROUND_BOX_PROCESSES;
    bring_up_loopback();
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0) {
        playground_say(problem, size, "a mount namespace");
        return parts;
    }
    int devices_made = make_devices(problem, size) == 0;
    if (make_read_only(writable, problem, size) == 0 && devices_made) parts |= PLAYGROUND_BOX_FILES;
    return parts;
}

// MARK: - The first process of the PID namespace

/// For the tests only (`RXPLAY_TEST_BOX_START_PAUSE_MS`, never set in use): a pause at the
/// moment a new process has not yet tied its life to its parent's, where a busy machine only
/// sometimes holds it, so a test can end the parent inside it every time.
static void test_pause(void) {
    const char *text = getenv("RXPLAY_TEST_BOX_START_PAUSE_MS");
    long milliseconds = text ? strtol(text, NULL, 10) : 0;
    if (milliseconds <= 0 || milliseconds > 10000) return;
    struct timespec pause = {.tv_sec = milliseconds / 1000, .tv_nsec = (milliseconds % 1000) * 1000000L};
    while (nanosleep(&pause, &pause) < 0 && errno == EINTR) {}
}

/// Whether the process at the other end of the pipe whose write end is `write_end` has ended:
/// a pipe with no reader left polls as an error. Here it is the parent, the pipe's only reader.
static int reader_is_gone(int write_end) {
    struct pollfd check = {.fd = write_end, .events = POLLOUT, .revents = 0};
    return poll(&check, 1, 0) == 1 && (check.revents & POLLERR) != 0;
}

/// Ends this process as `status` (from waitpid) says a child ended: the same exit status, or
/// the same signal. Not for the namespace's first process, which ignores its own signals.
static void end_as(int status) {
    if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
    int signal_number = WIFSIGNALED(status) ? WTERMSIG(status) : SIGKILL;
    struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    signal(signal_number, SIG_DFL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal_number);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    kill(getpid(), signal_number);
    _exit(128 + signal_number);
}

/// Waits for `child`, reaping every other process of the namespace meanwhile (orphans are
/// reparented to the first process); returns how `child` ended. With `session` > 0, kills
/// `child` and ends when `session` is no longer this process's parent.
///
/// The first process (`reap_all`) also passes Ctrl-Z on: rxplay stops the runner's process
/// group, which a process learner code moved to a session of its own has left, so when `child`
/// (the runner) stops, every process of the namespace is stopped, and continued when it is.
static int follow(pid_t child, int reap_all, int session, sigset_t *child_ended) {
    struct timespec tick = {.tv_sec = 0, .tv_nsec = 100 * 1000 * 1000};
    // Only as a namespace's first process (PID 1): kill(-1) anywhere else reaches every process
    // this user may signal.
    int relays_stops = reap_all && getpid() == 1;
    int options = WNOHANG | (relays_stops ? WUNTRACED | WCONTINUED : 0);
    while (1) {
        int status = 0;
        pid_t ended;
        while ((ended = waitpid(reap_all ? -1 : child, &status, options)) > 0) {
            if (ended != child) continue;
            // kill(-1) from a namespace's first process reaches every other process in it.
            if (WIFSTOPPED(status)) {
                kill(-1, SIGSTOP);
            } else if (WIFCONTINUED(status)) {
                kill(-1, SIGCONT);
            } else {
                return status;
            }
        }
        if (session > 0 && getppid() != session) {
            // The session is gone (killed, its terminal closed): so is everything it started.
            kill(child, SIGKILL);
            waitpid(child, &status, 0);
            _exit(1);
        }
        sigtimedwait(child_ended, NULL, &tick);
    }
}

int playground_become_first_process(int session) {
    sigset_t child_ended;
    sigemptyset(&child_ended);
    sigaddset(&child_ended, SIGCHLD);
    sigset_t before;
    sigprocmask(SIG_BLOCK, &child_ended, &before);
    // How the runner ended, from the namespace's first process, which cannot end by a signal of
    // its own: its default actions are ignored (the kernel protects a namespace's init).
    int verdict[2];
    if (pipe(verdict) < 0) {
        sigprocmask(SIG_SETMASK, &before, NULL);
        return -1;
    }
    pid_t first = fork();
    if (first < 0) {
        close(verdict[0]);
        close(verdict[1]);
        sigprocmask(SIG_SETMASK, &before, NULL);
        return -1;
    }
    if (first == 0) {
        close(verdict[0]);
        test_pause();
        // This process's parent is single-threaded: its death is this thread's parent's. A
        // parent that ended before this call sends nothing, so it is looked for after it (its
        // number is not visible from the new namespace: the verdict pipe's reader tells).
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (reader_is_gone(verdict[1])) _exit(1);
        // Only this namespace's processes in /proc; where the kernel refuses, the old /proc stays
        // (read-only).
        mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
        pid_t runner = fork();
        if (runner < 0) _exit(126);
        if (runner == 0) {
            close(verdict[1]);
            sigprocmask(SIG_SETMASK, &before, NULL);
            prctl(PR_SET_PDEATHSIG, SIGKILL);
            return 0;
        }
        // The first process: it holds nothing the session's reader waits on, reaps orphans,
        // relays Ctrl-Z, and passes on how the runner ended. It leaves the runner's process
        // group, which rxplay stops on Ctrl-Z, so that it sees the runner stop and is not
        // stopped itself; it still dies with the runner's parent (`PR_SET_PDEATHSIG`).
        setpgid(0, 0);
        for (int fd = 0; fd <= 4; fd++) close(fd);
        int status = follow(runner, 1, 0, &child_ended);
        ssize_t written = write(verdict[1], &status, sizeof status);
        (void)written;
        _exit(0);
    }
    close(verdict[1]);
    for (int fd = 0; fd <= 4; fd++) close(fd);
    int status = follow(first, 0, session, &child_ended);
    int runner_status = 0;
    if (read(verdict[0], &runner_status, sizeof runner_status) == sizeof runner_status) status = runner_status;
    end_as(status);
    return -1;
}
