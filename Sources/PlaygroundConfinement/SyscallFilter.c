// The seccomp filter of the process that runs learner code: the calls a learner's program never
// needs and that reach past its box are refused with an error, never with a kill, so a library
// that probes for them carries on.

#define _GNU_SOURCE
#include "BoxParts.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#if defined(__x86_64__)
#define NATIVE_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define NATIVE_ARCH AUDIT_ARCH_AARCH64
#endif

/// A call refused outright, and the error it gets.
struct refusal {
    long number;
    int error;
};

static const struct refusal refused_calls[] = {
    // No sockets: no network, no connection to another program's socket. io_uring is refused
    // as a whole, since its operations (a socket among them) bypass this filter.
    {SYS_socket, EACCES},
    {SYS_io_uring_setup, EPERM},
    {SYS_io_uring_enter, EPERM},
    {SYS_io_uring_register, EPERM},
    // No mounts or namespaces of its own, no keyrings, no kernel modules (device nodes: below).
    {SYS_mount, EPERM},
    {SYS_umount2, EPERM},
    {SYS_pivot_root, EPERM},
    {SYS_chroot, EPERM},
    {SYS_unshare, EPERM},
    {SYS_setns, EPERM},
    {SYS_open_tree, EPERM},
    {SYS_move_mount, EPERM},
    {SYS_fsopen, EPERM},
    {SYS_fsconfig, EPERM},
    {SYS_fsmount, EPERM},
    {SYS_fspick, EPERM},
    {SYS_mount_setattr, EPERM},
    {SYS_keyctl, EPERM},
    {SYS_add_key, EPERM},
    {SYS_request_key, EPERM},
    {SYS_bpf, EPERM},
    {SYS_perf_event_open, EPERM},
    {SYS_userfaultfd, EPERM},
    {SYS_init_module, EPERM},
    {SYS_finit_module, EPERM},
    {SYS_delete_module, EPERM},
    {SYS_kexec_load, EPERM},
    {SYS_reboot, EPERM},
    {SYS_swapon, EPERM},
    {SYS_swapoff, EPERM},
    {SYS_acct, EPERM},
    // clone3 passes its flags in memory, where a filter cannot look: refused as missing, so the
    // C library falls back to clone, whose flags are checked below.
    {SYS_clone3, ENOSYS},
};

/// The terminal requests refused: typing into a terminal (TIOCSTI), the console's (TIOCLINUX,
/// TIOCCONS), taking a controlling terminal, and changing a terminal's modes.
// TCSETS2 and its kin, as <asm/ioctls.h> spells them with the kernel's 44-byte termios2 (the
// same on x86_64 and aarch64), which the C library's headers do not declare.
#define SET_TERMIOS2 0x402C542BU
#define SET_TERMIOS2_DRAINED 0x402C542CU
#define SET_TERMIOS2_FLUSHED 0x402C542DU

static const unsigned int refused_requests[] = {
    TIOCSTI, TIOCLINUX, TIOCCONS, TIOCSCTTY, TIOCSETD, TCSETS, TCSETSW, TCSETSF, SET_TERMIOS2,
    SET_TERMIOS2_DRAINED, SET_TERMIOS2_FLUSHED,
};

/// The flags of clone that make namespaces.
#define NAMESPACE_FLAGS \
    (CLONE_NEWNS | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP)

/// The calls that make file system nodes, and which of their arguments is the mode: a device
/// node is refused, a FIFO, socket or regular file is not.
static const struct {
    long number;
    int mode_argument;
} node_calls[] = {
#ifdef SYS_mknod
    {SYS_mknod, 1},
#endif
    {SYS_mknodat, 2},
};

#define COUNT(array) (sizeof array / sizeof array[0])
#define ARGUMENT_LOW(n) (offsetof(struct seccomp_data, args) + (n) * sizeof(__u64))

int playground_filter_calls(char *problem, size_t size) {
#ifdef NATIVE_ARCH
    struct sock_filter program[16 + 2 * COUNT(refused_calls) + 6 * COUNT(node_calls) + COUNT(refused_requests)];
    size_t n = 0;
#define EMIT(statement) program[n++] = (struct sock_filter)statement
    // Another architecture's calls (x86_64's 32-bit entry) are refused outright.
    EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)));
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, NATIVE_ARCH, 1, 0));
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES));
    EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
#if defined(__x86_64__)
    // The x32 calls (numbers with bit 30 set) are refused too.
    EMIT(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1));
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES));
#endif
    for (size_t i = 0; i < COUNT(refused_calls); i++) {
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (__u32)refused_calls[i].number, 0, 1));
        EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (refused_calls[i].error & SECCOMP_RET_DATA)));
    }
    // mknod, mknodat: no character or block devices.
    for (size_t i = 0; i < COUNT(node_calls); i++) {
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (__u32)node_calls[i].number, 0, 5));
        EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(node_calls[i].mode_argument)));
        EMIT(BPF_STMT(BPF_ALU | BPF_AND | BPF_K, S_IFMT));
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, S_IFCHR, 1, 0));
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, S_IFBLK, 0, 1));
        EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
        // Not a device: the call number is loaded again for the comparisons after.
        EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
    }
    // clone: no new namespaces (the flags are its first argument on both architectures).
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4));
    EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(0)));
    EMIT(BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, NAMESPACE_FLAGS, 0, 1));
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    // ioctl: the request is a 32-bit number in the kernel, the low word of the second argument.
    // Any other call, and any other request, reaches the allow after the comparisons.
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_ioctl, 0, (__u8)(COUNT(refused_requests) + 1)));
    EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(1)));
    for (size_t i = 0; i < COUNT(refused_requests); i++) {
        // A match jumps over the remaining comparisons and the allow, to the refusal.
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, refused_requests[i], (__u8)(COUNT(refused_requests) - i), 0));
    }
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
#undef EMIT
    struct sock_fprog filter = {.len = (unsigned short)n, .filter = program};
    if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter, 0, 0) < 0) {
        playground_say(problem, size, "seccomp");
        return -1;
    }
    return 0;
#else
    errno = ENOSYS;
    playground_say(problem, size, "seccomp on this architecture");
    return -1;
#endif
}
