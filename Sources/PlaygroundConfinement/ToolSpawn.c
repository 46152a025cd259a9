// Starting the tools rxplay runs (the compiler, the linker) so that none outlives rxplay: the
// kernel kills a tool when the thread that started it ends, which `ToolRun` keeps waiting on it
// until it ends, and so when rxplay ends however it ends (a SIGKILL, a closed terminal).

#define _GNU_SOURCE
#include "PlaygroundConfinement.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef SYS_close_range
#define SYS_close_range 436
#endif

int playground_spawn_tool(
    const char *path, char *const arguments[], char *const environment[], int output, int cpu_seconds) {
    pid_t parent = getpid();
    // The error of a failed exec comes back through a pipe that closes on a successful one.
    int report[2];
    if (pipe2(report, O_CLOEXEC) < 0) return -1;
    pid_t child = fork();
    if (child < 0) {
        int error = errno;
        close(report[0]);
        close(report[1]);
        errno = error;
        return -1;
    }
    if (child == 0) {
        // Only async-signal-safe calls from here on: the parent has other threads.
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (getppid() != parent) _exit(127);
        setpgid(0, 0);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        signal(SIGPIPE, SIG_DFL);
        signal(SIGINT, SIG_DFL);
        int devnull = open("/dev/null", O_RDONLY);
        if (devnull >= 0 && devnull != 0) {
            dup2(devnull, 0);
            close(devnull);
        }
        dup2(output, 1);
        dup2(output, 2);
        if (output > 2) close(output);
        int keep = report[1];
        if (keep != 3) {
            dup2(keep, 3);
            fcntl(3, F_SETFD, FD_CLOEXEC);
        }
        syscall(SYS_close_range, 4U, ~0U, 0U);
        if (cpu_seconds > 0) {
            // SIGXCPU at the limit, SIGKILL a second later.
            struct rlimit limit = {.rlim_cur = (rlim_t)cpu_seconds, .rlim_max = (rlim_t)cpu_seconds + 1};
            setrlimit(RLIMIT_CPU, &limit);
            signal(SIGXCPU, SIG_DFL);
        }
        execve(path, arguments, environment);
        int error = errno;
        ssize_t ignored = write(3, &error, sizeof error);
        (void)ignored;
        _exit(127);
    }
    close(report[1]);
    int error = 0;
    ssize_t got;
    while ((got = read(report[0], &error, sizeof error)) < 0 && errno == EINTR) {}
    close(report[0]);
    if (got == sizeof error) {
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
        errno = error;
        return -1;
    }
    return child;
}
