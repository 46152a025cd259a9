#ifndef PLAYGROUND_CONFINEMENT_H
#define PLAYGROUND_CONFINEMENT_H

#include <stddef.h>

/// The parts of the box that hold, as bits of what `playground_enter_box` and
/// `playground_box_probe` return.
enum {
    /// A read-only view of the file system but for the session's folder, with a /dev of its own
    /// (no terminal, no disk): nothing outside the folder changes, its metadata neither.
    PLAYGROUND_BOX_FILES = 1,
    /// A network namespace of its own: no network at all.
    PLAYGROUND_BOX_NETWORK = 2,
    /// A PID namespace whose first process is the runner: every process it starts dies with it.
    PLAYGROUND_BOX_PROCESSES = 4,
    /// Landlock: files written only beneath the session's folder.
    PLAYGROUND_BOX_LANDLOCK = 8,
    /// The seccomp filter: no sockets, io_uring, device nodes, mounts, namespaces, keyrings, or
    /// typing into and reconfiguring terminals.
    PLAYGROUND_BOX_FILTER = 16,
    /// No capabilities left, none to gain (the bounding set is empty, no_new_privs).
    PLAYGROUND_BOX_NO_CAPABILITIES = 32,
};

/// glibc's `POSIX_SPAWN_SETSID` (the child starts a session of its own), which <spawn.h>
/// declares only under `_GNU_SOURCE`, out of Swift's sight.
#define PLAYGROUND_SPAWN_SETSID 0x80

/// The Landlock ABI version this kernel offers, or 0 when it has none (older than 5.13, or
/// Landlock disabled at boot).
int playground_landlock_abi(void);

/// Puts the calling process (the runner, before it runs anything else) in its box, for good,
/// with every process it starts:
/// - a new session (no controlling terminal) and no descriptors above 4;
/// - namespaces where the kernel gives them: a read-only view of the files but for `writable`,
///   no network, a PID namespace (the calling process then forks: only the child returns, the
///   parent follows it, and kills it when `session`, the process that started the runner, is gone);
/// - Landlock (writes only beneath `writable`), no capabilities, the seccomp filter;
/// - hard limits on file size (a write past it fails with EFBIG) and, in a user namespace, on
///   the number of processes.
///
/// Returns the `PLAYGROUND_BOX_*` bits that hold, or -1 when the process cannot run safely
/// (`problem`, of `size` bytes, then says why; it also names the first part that failed).
int playground_enter_box(const char *writable, int session, char *problem, size_t size);

/// The `PLAYGROUND_BOX_*` bits a runner would get on this machine, found by trying them in a
/// child process that exits at once.
int playground_box_probe(void);

/// Starts `path` with `arguments` and `environment` (NULL-terminated), its standard input
/// /dev/null and its standard output and error `output`, in a process group of its own, and
/// with no other descriptor; it is killed when the calling thread ends (so a tool never outlives
/// rxplay), and after `cpu_seconds` of processor time when that is positive. The child's pid,
/// or -1 (errno says why).
int playground_spawn_tool(
    const char *path, char *const arguments[], char *const environment[], int output, int cpu_seconds);

/// Says that rxplay started the process group `group` (a runner's, a tool's): Ctrl-Z stops it
/// with rxplay, and `fg` continues it.
void playground_group_started(int group);

/// Says that the process group `group` ended.
void playground_group_ended(int group);

/// Installs the handler of the terminal's stop (Ctrl-Z, SIGTSTP) that stops every group started
/// and not ended, then rxplay, and continues them when rxplay is continued.
void playground_relay_stops(void);

/// Seconds on a monotonic clock that stands still while rxplay is stopped (Ctrl-Z): an input's
/// time limit counts only the time it could run.
double playground_running_seconds(void);

#endif
