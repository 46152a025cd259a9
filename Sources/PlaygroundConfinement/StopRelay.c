// Ctrl-Z stops what rxplay started with it. The runner and the tools run in sessions and
// process groups of their own, out of the terminal's reach, so the terminal's stop reaches only
// rxplay: its handler stops their groups, then rxplay itself; `fg` continues rxplay, which
// continues them. Time spent stopped does not count against an input's time limit.

#define _GNU_SOURCE
#include "PlaygroundConfinement.h"

#include <errno.h>
#include <signal.h>
#include <time.h>

/// The process groups started and not yet ended (0: a free slot). Written by the threads that
/// start and end them, read by the handler: atomic words, no locks.
#define SLOTS 64
static int groups[SLOTS];
/// Nanoseconds rxplay spent stopped, all told.
static long long stopped_nanoseconds;

static long long now_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

void playground_group_started(int group) {
    if (group <= 0) return;
    for (int i = 0; i < SLOTS; i++) {
        int free_slot = 0;
        if (__atomic_compare_exchange_n(&groups[i], &free_slot, group, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return;
    }
}

void playground_group_ended(int group) {
    if (group <= 0) return;
    for (int i = 0; i < SLOTS; i++) {
        int expected = group;
        if (__atomic_compare_exchange_n(&groups[i], &expected, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return;
    }
}

static void signal_groups(int signal_number) {
    for (int i = 0; i < SLOTS; i++) {
        int group = __atomic_load_n(&groups[i], __ATOMIC_SEQ_CST);
        if (group > 0) kill(-group, signal_number);
    }
}

static void on_terminal_stop(int signal_number) {
    int saved = errno;
    signal_groups(SIGSTOP);
    long long stopped_at = now_nanoseconds();
    // Stop as the default action would, with the signal unblocked for the moment it takes.
    struct sigaction stop_now = {.sa_handler = SIG_DFL};
    struct sigaction mine;
    sigaction(signal_number, &stop_now, &mine);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal_number);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(signal_number);
    // Continued (`fg`), or never stopped (an orphaned process group ignores the terminal's stops).
    sigprocmask(SIG_BLOCK, &only, NULL);
    sigaction(signal_number, &mine, NULL);
    __atomic_add_fetch(&stopped_nanoseconds, now_nanoseconds() - stopped_at, __ATOMIC_SEQ_CST);
    signal_groups(SIGCONT);
    errno = saved;
}

void playground_relay_stops(void) {
    struct sigaction action = {.sa_handler = on_terminal_stop, .sa_flags = SA_RESTART};
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, NULL);
}

double playground_running_seconds(void) {
    return (double)(now_nanoseconds() - __atomic_load_n(&stopped_nanoseconds, __ATOMIC_SEQ_CST)) / 1e9;
}
