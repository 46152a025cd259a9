#ifndef PLAYGROUND_CONFINEMENT_H
#define PLAYGROUND_CONFINEMENT_H

#include <stddef.h>

/// The Landlock ABI version this kernel offers, or 0 when it has none (older than 5.13, or
/// Landlock disabled at boot).
int playground_landlock_abi(void);

/// Confines the calling process and every process it starts, for good:
/// - files and folders may be created, written, truncated, renamed or removed only beneath
///   `writable` (and `/dev/null` written); everything stays readable and executable;
/// - no socket can be made (no network, no connection to another program's socket);
/// - with Landlock ABI 6 or later, no signal can reach a process outside the confinement.
///
/// Returns 0 when the file rules hold (Landlock), 1 when only the socket rule could be set
/// (no Landlock), -1 when nothing could be set; `problem` (of `size` bytes) then says why.
int playground_confine(const char *writable, char *problem, size_t size);

#endif
