// The parts of the box, shared between its files (not part of the module's interface).
#ifndef PLAYGROUND_BOX_PARTS_H
#define PLAYGROUND_BOX_PARTS_H

#include <stddef.h>
#include <stdint.h>

/// Writes "what: strerror(errno)" into `problem` (of `size` bytes), when there is room.
void playground_say(char *problem, size_t size, const char *what);

/// Landlock: writes only beneath `writable` (and to /dev/null), TCP and signal scopes where the
/// ABI has them. 0 when it holds, -1 otherwise (`problem` says why).
int playground_restrict_files(int abi, const char *writable, char *problem, size_t size);

/// The seccomp filter: the calls learner code never needs are refused; with `own_network`
/// (a network namespace of its own), UDP over IPv4 sockets are allowed. 0 when set.
int playground_filter_calls(int own_network, char *problem, size_t size);

/// Drops every capability, from the bounding set too: 0 when none is left.
int playground_drop_capabilities(char *problem, size_t size);

/// Namespaces, as bits of `playground_box_parts`.
int playground_enter_namespaces(const char *writable, char *problem, size_t size);

/// In the new PID namespace: forks its first process, which forks the runner and reaps every
/// orphan (a namespace's first process ignores signals it has no handler for, so learner code
/// never runs as it). This process follows the first one, ends as the runner ended (its exit
/// status or signal), and kills them when `session` is no longer its parent. Only the runner
/// returns (0); -1 when a fork failed.
int playground_become_first_process(int session);

#endif
