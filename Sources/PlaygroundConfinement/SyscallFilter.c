// The seccomp filter of the process that runs learner code: an allow-list. The calls a program
// (the Swift runtime, Foundation, Dispatch, learner code, a program it starts) uses to work with
// its own memory, files, threads, signals, time and child processes are allowed; those that
// reach past its box (other processes' memory, the machine's clock and name, mounts, devices,
// the kernel) are refused with EPERM, and any call not named here, a newer kernel's too, fails
// with ENOSYS, as on a kernel without it. Never a kill: a library that probes carries on.

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
#include <sys/socket.h>
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
    // No connection to another program's socket (`socket` itself: below). io_uring is refused
    // as a whole, since its operations (a socket among them) bypass this filter.
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
    // Another process's memory or descriptors, the machine's clock, name and log, I/O ports,
    // quotas, file handles that bypass paths, watches on the whole file system.
    {SYS_ptrace, EPERM},
    {SYS_process_vm_readv, EPERM},
    {SYS_process_vm_writev, EPERM},
    {SYS_kcmp, EPERM},
#ifdef SYS_pidfd_getfd
    {SYS_pidfd_getfd, EPERM},
#endif
    {SYS_syslog, EPERM},
    {SYS_settimeofday, EPERM},
    {SYS_clock_settime, EPERM},
    {SYS_adjtimex, EPERM},
    {SYS_clock_adjtime, EPERM},
    {SYS_sethostname, EPERM},
    {SYS_setdomainname, EPERM},
    {SYS_vhangup, EPERM},
    {SYS_quotactl, EPERM},
    {SYS_name_to_handle_at, EPERM},
    {SYS_open_by_handle_at, EPERM},
    {SYS_fanotify_init, EPERM},
    {SYS_migrate_pages, EPERM},
    {SYS_move_pages, EPERM},
#if defined(__x86_64__)
    {SYS_iopl, EPERM},
    {SYS_ioperm, EPERM},
    {SYS_modify_ldt, EPERM},
#endif
    // clone3 passes its flags in memory, where a filter cannot look: refused as missing, so the
    // C library falls back to clone, whose flags are checked below.
    {SYS_clone3, ENOSYS},
};

/// The calls allowed (clone and ioctl are checked apart, above; mknod and mknodat reach here when
/// they make no device).
static const long allowed_calls[] = {
    SYS_mknodat,
    // Files and descriptors (writes beneath files/ only: Landlock and the read-only mounts).
    SYS_read, SYS_write, SYS_close, SYS_fstat, SYS_lseek, SYS_pread64, SYS_pwrite64, SYS_readv,
    SYS_writev, SYS_preadv, SYS_pwritev, SYS_preadv2, SYS_pwritev2, SYS_openat, SYS_newfstatat,
    SYS_statx, SYS_faccessat, SYS_readlinkat, SYS_getdents64, SYS_getcwd, SYS_chdir, SYS_fchdir,
    SYS_mkdirat, SYS_unlinkat, SYS_renameat, SYS_renameat2, SYS_linkat, SYS_symlinkat,
    SYS_fchmod, SYS_fchmodat, SYS_fchown, SYS_fchownat, SYS_utimensat, SYS_umask, SYS_truncate,
    SYS_ftruncate, SYS_fallocate, SYS_fsync, SYS_fdatasync, SYS_sync, SYS_syncfs,
    SYS_sync_file_range, SYS_fadvise64, SYS_readahead, SYS_flock, SYS_fcntl, SYS_dup, SYS_dup3,
    SYS_pipe2, SYS_statfs, SYS_fstatfs, SYS_sendfile, SYS_copy_file_range, SYS_splice, SYS_tee,
    SYS_vmsplice, SYS_memfd_create, SYS_getxattr, SYS_lgetxattr, SYS_fgetxattr, SYS_listxattr,
    SYS_llistxattr, SYS_flistxattr, SYS_setxattr, SYS_lsetxattr, SYS_fsetxattr, SYS_removexattr,
    SYS_lremovexattr, SYS_fremovexattr, SYS_inotify_init1, SYS_inotify_add_watch,
    SYS_inotify_rm_watch,
#ifdef SYS_faccessat2
    SYS_faccessat2,
#endif
#ifdef SYS_close_range
    SYS_close_range,
#endif
#ifdef SYS_openat2
    SYS_openat2,
#endif
    // Waiting on descriptors, events, timers and signals as descriptors.
    SYS_pselect6, SYS_ppoll, SYS_epoll_create1, SYS_epoll_ctl, SYS_epoll_pwait, SYS_eventfd2,
    SYS_signalfd4, SYS_timerfd_create, SYS_timerfd_settime, SYS_timerfd_gettime,
#ifdef SYS_epoll_pwait2
    SYS_epoll_pwait2,
#endif
    // Sockets made in pairs (`socket` itself is refused above, so these reach no network).
    SYS_socketpair, SYS_sendto, SYS_recvfrom, SYS_sendmsg, SYS_recvmsg, SYS_sendmmsg,
    SYS_recvmmsg, SYS_shutdown, SYS_getsockname, SYS_getpeername, SYS_setsockopt,
    SYS_getsockopt, SYS_bind, SYS_listen, SYS_connect, SYS_accept, SYS_accept4,
    // Memory.
    SYS_brk, SYS_mmap, SYS_munmap, SYS_mremap, SYS_mprotect, SYS_madvise, SYS_msync,
    SYS_mincore, SYS_mlock, SYS_mlock2, SYS_munlock, SYS_mlockall, SYS_munlockall,
    SYS_membarrier, SYS_mbind, SYS_get_mempolicy, SYS_set_mempolicy, SYS_pkey_alloc,
    SYS_pkey_free, SYS_pkey_mprotect,
    // Threads, futexes, the C library's per-thread setup.
    SYS_futex, SYS_set_robust_list, SYS_get_robust_list, SYS_set_tid_address, SYS_gettid,
    SYS_sched_yield, SYS_sched_getaffinity, SYS_sched_setaffinity, SYS_sched_getparam,
    SYS_sched_setparam, SYS_sched_getscheduler, SYS_sched_setscheduler, SYS_sched_getattr,
    SYS_sched_setattr, SYS_sched_get_priority_max, SYS_sched_get_priority_min,
    SYS_sched_rr_get_interval, SYS_getcpu, SYS_rseq,
#ifdef SYS_futex_waitv
    SYS_futex_waitv,
#endif
    // Signals.
    SYS_rt_sigaction, SYS_rt_sigprocmask, SYS_rt_sigreturn, SYS_rt_sigpending,
    SYS_rt_sigtimedwait, SYS_rt_sigqueueinfo, SYS_rt_tgsigqueueinfo, SYS_rt_sigsuspend,
    SYS_sigaltstack, SYS_kill, SYS_tkill, SYS_tgkill, SYS_restart_syscall, SYS_getitimer,
    SYS_setitimer,
    // Time (reading it, sleeping, timers).
    SYS_clock_gettime, SYS_clock_getres, SYS_clock_nanosleep, SYS_nanosleep, SYS_gettimeofday,
    SYS_timer_create, SYS_timer_settime, SYS_timer_gettime, SYS_timer_getoverrun,
    SYS_timer_delete,
    // Processes: its own identity and limits, children it starts and waits for (PID namespace).
    SYS_execve, SYS_execveat, SYS_exit, SYS_exit_group, SYS_wait4, SYS_waitid, SYS_getpid,
    SYS_getppid, SYS_getuid, SYS_geteuid, SYS_getgid, SYS_getegid, SYS_getresuid,
    SYS_getresgid, SYS_getgroups, SYS_setuid, SYS_setgid, SYS_setreuid, SYS_setregid,
    SYS_setresuid, SYS_setresgid, SYS_setfsuid, SYS_setfsgid, SYS_setgroups, SYS_getpgid,
    SYS_setpgid, SYS_getsid, SYS_setsid, SYS_capget, SYS_capset, SYS_prctl, SYS_getrlimit,
    SYS_setrlimit, SYS_prlimit64, SYS_getrusage, SYS_times, SYS_getpriority, SYS_setpriority,
    SYS_ioprio_get, SYS_ioprio_set, SYS_uname, SYS_sysinfo, SYS_getrandom, SYS_personality,
    SYS_seccomp, SYS_pidfd_open, SYS_pidfd_send_signal,
#ifdef SYS_landlock_create_ruleset
    SYS_landlock_create_ruleset, SYS_landlock_add_rule, SYS_landlock_restrict_self,
#endif
    // System V and POSIX message queues, semaphores and shared memory (in its own IPC namespace).
    SYS_shmget, SYS_shmat, SYS_shmctl, SYS_shmdt, SYS_semget, SYS_semop, SYS_semtimedop,
    SYS_semctl, SYS_msgget, SYS_msgsnd, SYS_msgrcv, SYS_msgctl, SYS_mq_open, SYS_mq_unlink,
    SYS_mq_timedsend, SYS_mq_timedreceive, SYS_mq_notify, SYS_mq_getsetattr,
#if defined(__x86_64__)
    // x86_64's older spellings of the calls above, which the C library and programs still use.
    SYS_open, SYS_stat, SYS_lstat, SYS_access, SYS_readlink, SYS_getdents, SYS_mkdir, SYS_rmdir,
    SYS_unlink, SYS_rename, SYS_link, SYS_symlink, SYS_creat, SYS_chmod, SYS_chown, SYS_lchown,
    SYS_utime, SYS_utimes, SYS_futimesat, SYS_dup2, SYS_pipe, SYS_poll, SYS_select,
    SYS_epoll_create, SYS_epoll_wait, SYS_eventfd, SYS_signalfd, SYS_inotify_init, SYS_fork,
    SYS_vfork, SYS_pause, SYS_alarm, SYS_time, SYS_getpgrp, SYS_arch_prctl, SYS_mknod,
#endif
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

int playground_filter_calls(int own_network, char *problem, size_t size) {
#ifdef NATIVE_ARCH
    struct sock_filter program[34 + 2 * COUNT(refused_calls) + 6 * COUNT(node_calls) + COUNT(refused_requests)
                               + 2 * COUNT(allowed_calls)];
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
    // socket: none, but for UDP over IPv4 in a network namespace of its own, where 127.0.0.1 is
    // the box's own loopback: Foundation makes its run loop's wake-up pair so (`Process`, and
    // other run-loop sources, printed "Could not create wakeup socket pair" without it). A UNIX
    // socket could connect to another program's, TCP is Landlock's to refuse.
    if (own_network) {
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 0, 7));
        EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(0)));
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_INET, 0, 4));
        EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(1)));
        // The type without SOCK_NONBLOCK and SOCK_CLOEXEC.
        EMIT(BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0xF));
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SOCK_DGRAM, 0, 1));
        EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
        EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES));
    } else {
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 0, 1));
        EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES));
    }
    // socketpair: a connected pair of stream or packet sockets, never of datagram ones: a
    // datagram socket sends to any program's datagram socket by its path (`sendto` with an
    // address, or `connect`), and the file system rules do not see it.
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socketpair, 0, 5));
    EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(1)));
    EMIT(BPF_STMT(BPF_ALU | BPF_AND | BPF_K, 0xF));
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SOCK_DGRAM, 0, 1));
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES));
    EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)));
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
    // Any other request reaches the allow after the comparisons; any other call, the list after.
    EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_ioctl, 0, (__u8)(COUNT(refused_requests) + 3)));
    EMIT(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, ARGUMENT_LOW(1)));
    for (size_t i = 0; i < COUNT(refused_requests); i++) {
        // A match jumps over the remaining comparisons and the allow, to the refusal.
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, refused_requests[i], (__u8)(COUNT(refused_requests) - i), 0));
    }
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
    // The allow-list: the kernel caches, per call, that the filter allows it whatever its
    // arguments, so an allowed call costs no run of this program after its first.
    for (size_t i = 0; i < COUNT(allowed_calls); i++) {
        EMIT(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (__u32)allowed_calls[i], 0, 1));
        EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    }
    EMIT(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS));
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
