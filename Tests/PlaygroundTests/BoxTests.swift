import Foundation
import PlaygroundConfinement
@testable import Playground
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The kernel parts of learner code's box, each tried from learner code as a hostile program
/// would, then checked in the world outside, not only in what the code printed. Where this
/// machine does not give a part (`Confinement.parts`), its test checks that rxplay says so.
@Suite("learner code's box: namespaces, capabilities, the call filter, limits")
struct BoxTests {
    static let parts = Confinement.parts
    static func has(_ part: Int) -> Bool { parts & Int32(part) != 0 }

    @Test("files outside the session's folder keep their permissions, owner, times and attributes")
    func metadata() throws {
        let outside = NSTemporaryDirectory() + "rxplay-box-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let file = outside + "/kept.txt"
        try "kept\n".write(toFile: file, atomically: false, encoding: .utf8)
        chmod(file, 0o644)
        var before = stat()
        stat(file, &before)
        let console = makeConsole()
        let reply = console.submit(
            """
            import Foundation
            import Glibc
            func said(_ result: Int32) -> String { result == 0 ? "changed" : String(cString: strerror(errno)) }
            print("chmod", said(chmod("\(file)", 0o777)))
            print("chown", said(chown("\(file)", 1234, 1234)))
            var times = [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)]
            print("utimensat", said(utimensat(AT_FDCWD, "\(file)", &times, 0)))
            typealias SetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32
            let setxattr = unsafeBitCast(dlsym(nil, "setxattr"), to: SetAttribute.self)
            print("setxattr", said(setxattr("\(file)", "user.rxplay", "x", 1, 0)))
            let fd = open("\(file)", O_RDONLY)
            print("fchmod", said(fchmod(fd, 0o777)))
            let inside = NSTemporaryDirectory() + "/mine.txt"
            _ = FileManager.default.createFile(atPath: inside, contents: Data("mine".utf8))
            print("inside", said(chmod(inside, 0o600)))
            """)
        guard Self.has(PLAYGROUND_BOX_FILES) else {
            expectTrue(Confinement.notice(parts: Self.parts)?.contains("permissions and times") == true)
            return
        }
        expectEqual(
            reply.output,
            """
            chmod Read-only file system
            chown Read-only file system
            utimensat Read-only file system
            setxattr Read-only file system
            fchmod Read-only file system
            inside changed

            """)
        var after = stat()
        stat(file, &after)
        expectEqual(after.st_mode, before.st_mode)
        expectEqual(after.st_uid, before.st_uid)
        expectEqual(after.st_mtim.tv_sec, before.st_mtim.tv_sec)
        typealias GetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        let getxattr = unsafeBitCast(dlsym(nil, "getxattr"), to: GetAttribute.self)
        expectEqual(getxattr(file, "user.rxplay", nil, 0), -1)
    }

    @Test("no capabilities, none to gain: no device nodes, no chroot, no mounts, no namespaces, no user change")
    func capabilities() throws {
        let console = makeConsole()
        let reply = console.submit(
            """
            import Foundation
            import Glibc
            func said(_ result: Int32) -> String { result == 0 ? "done" : String(cString: strerror(errno)) }
            let status = try! String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            for line in status.split(separator: "\\n") where ["CapEff", "CapPrm", "CapBnd", "CapAmb", "NoNewPrivs"].contains(where: line.hasPrefix) {
                print(line.replacingOccurrences(of: "\\t", with: " "))
            }
            let folder = NSTemporaryDirectory()
            print("device", said(mknod(folder + "/disk", S_IFBLK | 0o600, dev_t((8 << 8) | 0))))
            print("fifo", said(mkfifo(folder + "/pipe", 0o600)))
            print("chroot", said(chroot(folder)))
            typealias Unshare = @convention(c) (Int32) -> Int32
            let unshare = unsafeBitCast(dlsym(nil, "unshare"), to: Unshare.self)
            print("unshare", said(unshare(0x1000_0000)))
            print("setuid", said(setuid(0) == 0 && setuid(4321) == 0 ? 0 : -1))
            """)
        let lines = reply.output.split(separator: "\n").map(String.init)
        expectEqual(
            Array(lines.prefix(5)),
            [
                "CapPrm: 0000000000000000", "CapEff: 0000000000000000", "CapBnd: 0000000000000000",
                "CapAmb: 0000000000000000", "NoNewPrivs: 1",
            ])
        expectEqual(lines.dropFirst(5).first, "device Operation not permitted")
        expectEqual(lines.dropFirst(6).first, "fifo done")
        expectEqual(lines.dropFirst(7).first, "chroot Operation not permitted")
        expectEqual(lines.dropFirst(8).first, "unshare Operation not permitted")
        // setuid to another user is refused: no capability (EPERM), or no mapping for it in the
        // user namespace (EINVAL).
        let setuid = lines.dropFirst(9).first ?? ""
        expectTrue(
            setuid == "setuid Operation not permitted" || setuid == "setuid Invalid argument", "\(reply.output)")
        expectTrue(!FileManager.default.fileExists(atPath: console.compiled.writableFolder + "/disk"))
    }

    @Test("io_uring is refused (its socket operation bypassed the socket rule), and there is no network")
    func ioUringAndNetwork() throws {
        let console = makeConsole()
        let reply = console.submit(
            """
            import Foundation
            import Glibc
            typealias SystemCall = @convention(c) (Int, Int, UnsafeMutableRawPointer?) -> Int
            let call = unsafeBitCast(dlsym(nil, "syscall"), to: SystemCall.self)
            var parameters = [UInt8](repeating: 0, count: 120)
            let ring = parameters.withUnsafeMutableBytes { call(425, 4, $0.baseAddress) }
            print("io_uring", ring >= 0 ? "made" : String(cString: strerror(errno)))
            // The interfaces of this process's network namespace (netlink would need a socket).
            let table = (try? String(contentsOfFile: "/proc/net/dev", encoding: .utf8)) ?? ""
            let names = table.split(separator: "\\n").dropFirst(2).compactMap { $0.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) }
            print("interfaces", names.sorted())
            """)
        let lines = reply.output.split(separator: "\n").map(String.init)
        expectEqual(lines.first, "io_uring Operation not permitted")
        if Self.has(PLAYGROUND_BOX_NETWORK) {
            expectEqual(lines.dropFirst().first, "interfaces [\"lo\"]")
        }
    }

    @Test("a datagram socket pair is refused (it could send to any program's socket by its path); a stream pair works")
    func datagramPairs() throws {
        // A program's datagram socket outside the box, which must see nothing arrive.
        let path = NSTemporaryDirectory() + "rxplay-dgram-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let listener = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        defer {
            close(listener)
            unlink(path)
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        expectEqual(bound, 0)
        let console = makeConsole()
        let reply = console.submit(
            """
            import Glibc
            var pair: [Int32] = [0, 0]
            let datagrams = socketpair(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0, &pair)
            print("datagram pair", datagrams == 0 ? "made" : String(cString: strerror(errno)))
            if datagrams == 0 {
                var address = sockaddr_un()
                address.sun_family = sa_family_t(AF_UNIX)
                withUnsafeMutableBytes(of: &address.sun_path) { bytes in
                    for (index, byte) in "\(path)".utf8.enumerated() { bytes[index] = byte }
                }
                let sent = withUnsafePointer(to: &address) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        sendto(pair[0], "out", 3, 0, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                    }
                }
                print("sent", sent)
            }
            let streams = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair)
            print("stream pair", streams == 0 ? "made" : String(cString: strerror(errno)))
            """)
        var buffer = [UInt8](repeating: 0, count: 16)
        let received = recv(listener, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        expectEqual(received, -1, "a datagram reached the socket outside")
        guard Self.has(PLAYGROUND_BOX_FILTER) else {
            expectTrue(Confinement.notice(parts: Self.parts)?.contains("open network connections") == true)
            return
        }
        expectEqual(reply.output, "datagram pair Permission denied\nstream pair made\n")
    }

    @Test("the call filter is an allow-list: another process's memory, the clock, the machine's name are refused; a call off the list is missing")
    func allowList() throws {
        let console = makeConsole()
        let reply = console.submit(
            """
            import Foundation
            import Glibc
            func said(_ result: Int) -> String { result >= 0 ? "done" : String(cString: strerror(errno)) }
            typealias SystemCall = @convention(c) (Int, Int, Int, Int, Int) -> Int
            let call = unsafeBitCast(dlsym(nil, "syscall"), to: SystemCall.self)
            #if arch(x86_64)
            let (ptrace, readOther, legacyAIO, remapPages) = (101, 310, 206, 216)
            #else
            let (ptrace, readOther, legacyAIO, remapPages) = (117, 270, 0, 234)
            #endif
            // PTRACE_ATTACH to the process that started this one.
            print("ptrace", said(call(ptrace, 16, Int(getppid()), 0, 0)))
            var byte: UInt8 = 0
            let copied = withUnsafeMutablePointer(to: &byte) { pointer -> Int in
                var local = iovec(iov_base: pointer, iov_len: 1)
                var remote = iovec(iov_base: pointer, iov_len: 1)
                return withUnsafeMutablePointer(to: &local) { l in
                    withUnsafeMutablePointer(to: &remote) { r in
                        call(readOther, Int(getppid()), Int(bitPattern: l), 1, Int(bitPattern: r))
                    }
                }
            }
            print("process_vm_readv", said(copied))
            var now = timespec()
            _ = clock_gettime(CLOCK_REALTIME, &now)
            print("clock_settime", said(Int(clock_settime(CLOCK_REALTIME, &now))))
            var day = timeval(tv_sec: now.tv_sec, tv_usec: 0)
            print("settimeofday", said(Int(settimeofday(&day, nil))))
            print("sethostname", said(Int(sethostname("box", 3))))
            var context: UInt = 0
            print("io_setup", said(withUnsafeMutablePointer(to: &context) { call(legacyAIO, 8, Int(bitPattern: $0), 0, 0) }))
            // Without the filter: EINVAL, for the bad arguments.
            print("remap_file_pages", said(call(remapPages, 0, 0, 0, 0)))
            // What programs use every day still works: threads, pipes, a child process, time.
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async { done.signal() }
            done.wait()
            _ = fflush(stdout)
            print("status", system("echo child; exit 3") >> 8)
            // Foundation's Process, whose run loop wakes itself over UDP on the box's own loopback.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/true")
            try! process.run()
            process.waitUntilExit()
            print("process", process.terminationStatus)
            """)
        expectEqual(
            reply.output,
            """
            ptrace Operation not permitted
            process_vm_readv Operation not permitted
            clock_settime Operation not permitted
            settimeofday Operation not permitted
            sethostname Operation not permitted
            io_setup Function not implemented
            remap_file_pages Function not implemented
            child
            status 3
            process 0

            """)
    }

    @Test("a descriptor the session inherited is not open in the runner")
    func inheritedDescriptor() throws {
        let path = NSTemporaryDirectory() + "rxplay-box-fd-\(getpid())-\(UUID().uuidString)"
        defer { unlink(path) }
        // Opened without close-on-exec, as a shell's redirection leaves one.
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Above the runner's protocol (0–4), however few descriptors the test process has open.
        let fd = fcntl(opened, F_DUPFD, 10)
        close(opened)
        try #require(fd > 4)
        defer { close(fd) }
        let console = makeConsole()
        let reply = console.submit(
            """
            import Glibc
            print("write", write(\(fd), "owned", 5) < 0 ? String(cString: strerror(errno)) : "written")
            """)
        expectEqual(reply.output, "write Bad file descriptor\n")
        expectEqual(try String(contentsOfFile: path, encoding: .utf8), "")
    }

    @Test("the memory limit is a hard limit learner code cannot raise; so is the largest file")
    func hardLimits() throws {
        let console = makeConsole()
        let reply = console.submit(
            """
            import Glibc
            for (name, resource) in [("memory", RLIMIT_AS), ("file", RLIMIT_FSIZE)] {
                var limit = rlimit()
                getrlimit(__rlimit_resource_t(resource.rawValue), &limit)
                print(name, limit.rlim_cur == limit.rlim_max && limit.rlim_max != rlim_t.max ? "hard" : "soft")
                limit.rlim_cur = rlim_t.max
                limit.rlim_max = rlim_t.max
                print(name, setrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0 ? "raised" : String(cString: strerror(errno)))
            }
            """)
        expectEqual(
            reply.output,
            "memory hard\nmemory Operation not permitted\nfile hard\nfile Operation not permitted\n")
    }

    @Test("the session's folder holds 256 MiB in 16,384 files at most, and nothing of it reaches the disk")
    func boundedFolder() throws {
        let console = makeConsole()
        let filled = console.submit(
            """
            import Foundation
            let folder = NSTemporaryDirectory()
            let block = [UInt8](repeating: 7, count: 1 << 20)
            var total = 0
            var reason = ""
            // Two files, each under the largest file's 256 MiB, so the folder's bound is what stops them.
            for name in ["a", "b"] {
                let fd = open(folder + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
                var size = 0
                while size < 200 << 20 {
                    let written = write(fd, block, block.count)
                    if written <= 0 { reason = String(cString: strerror(errno)); break }
                    size += written
                }
                total += size
                close(fd)
            }
            print(total >> 20, "MiB:", reason)
            _ = unlink(folder + "/a")
            _ = unlink(folder + "/b")
            var files = 0
            while files < 20_000 {
                let fd = open(folder + "/f\\(files)", O_WRONLY | O_CREAT, 0o600)
                if fd < 0 { reason = String(cString: strerror(errno)); break }
                close(fd)
                files += 1
            }
            print(files > 16_000 && files < 16_384 ? "16,384 files at most:" : "\\(files) files:", reason)
            """)
        guard Self.has(PLAYGROUND_BOX_FILES) else {
            expectTrue(Confinement.notice(parts: Self.parts)?.contains("fill your disk") == true)
            return
        }
        expectEqual(
            filled.output, "256 MiB: No space left on device\n16,384 files at most: No space left on device\n")
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: console.compiled.writableFolder)
        expectTrue(onDisk.isEmpty, "\(onDisk.count) of learner code's files on the disk")
        expectEqual(console.submit("print(\"next\")").output, "next\n")
    }

    @Test("a replay after a trap starts from the folder the first run had: a file is appended to once")
    func replayStartsFromAnEmptyFolder() throws {
        let console = makeConsole()
        let append = """
            import Foundation
            let log = NSTemporaryDirectory() + "/log.txt"
            let handle = FileHandle(forWritingAtPath: log) ?? {
                _ = FileManager.default.createFile(atPath: log, contents: nil)
                return FileHandle(forWritingAtPath: log)!
            }()
            _ = handle.seekToEndOfFile()
            handle.write("once\\n".data(using: .utf8)!)
            handle.closeFile()
            """
        expectEqual(console.submit(append).output, "")
        let trapped = console.submit("let numbers = [1]; print(numbers[5])")
        expectTrue(trapped.output.contains("Fatal error: Index out of range"), "\(trapped.output)")
        let read = console.submit("print(try! String(contentsOfFile: log, encoding: .utf8), terminator: \"\")")
        expectEqual(read.output, Self.has(PLAYGROUND_BOX_FILES) ? "once\n" : "once\nonce\n")
    }

    @Test("a process learner code starts dies with its session")
    func processTree() throws {
        let token = "rxplay-box-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var console: CompiledConsole? = makeConsole()
        let reply = console?.submit(
            """
            import Foundation
            var child: pid_t = 0
            let words: [String] = ["/bin/sh", "-c", "sleep 300; : \(token)"]
            let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            print("spawned", posix_spawn(&child, "/bin/sh", nil, nil, arguments, nil) == 0)
            """)
        expectEqual(reply?.output, "spawned true\n")
        expectTrue(Self.processes(containing: token) > 0, "the child runs while the session does")
        console = nil
        // The runner is killed as the session ends; its namespace's processes with it.
        let deadline = Date().addingTimeInterval(10)
        while Self.processes(containing: token) > 0 && Date() < deadline { usleep(20_000) }
        if Self.has(PLAYGROUND_BOX_PROCESSES) {
            expectEqual(Self.processes(containing: token), 0)
        } else {
            expectTrue(Confinement.notice(parts: Self.parts)?.contains("leave processes running") == true)
        }
    }

    @Test("a module map learner code writes is not found by the compiler, which runs outside the box")
    func moduleMapOfItsOwn() throws {
        let console = makeConsole()
        let wrote = console.submit(
            """
            import Foundation
            let folder = NSTemporaryDirectory()
            try! "module files { header \\"evil.h\\" export * }".write(toFile: folder + "/module.modulemap", atomically: false, encoding: .utf8)
            try! "static inline int evil(void) { return 42; }".write(toFile: folder + "/evil.h", atomically: false, encoding: .utf8)
            print("written")
            """)
        expectEqual(wrote.output, "written\n")
        let imported = console.submit("import files\nprint(evil())")
        expectTrue(imported.output.contains("error: no such module 'files'"), "\(imported.output)")
    }

    @Test("a line learner code writes on the reply channel is no reply: the runner ends, the session is restored, later replies keep their places")
    func forgedReply() throws {
        let console = makeConsole()
        expectEqual(console.submit("var kept = 41").output, "")
        // A reply as the runtime frames one, for the request being carried out and the next.
        let forged = console.submit(
            #"import Glibc; for n in 1...40 { let line = "{\"sequence\":\(n),\"body\":{\"succeeded\":true,\"now\":0,\"pending\":0}}\n"; _ = write(4, line, line.utf8.count) }"#
        )
        expectTrue(
            forged.output.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                "error: the program wrote on the playground's own channel, so nothing it answered can be trusted;"),
            "\(forged.output)")
        expectEqual(console.submit("kept + 1").output, "Int = 42\n")
        expectEqual(console.submit("kept += 1; print(kept)").output, "42\n")
        expectEqual(console.submit(":vars").output.contains("kept"), true)
    }

    @Test("a runner that replaces or closes its reply channel is ended at once, not waited for; the session goes on")
    func replacedChannel() throws {
        let console = makeConsole()
        expectEqual(console.submit("var kept = 41").output, "")
        // Replaced, the channel takes the runtime's reply into the output: the runner lives on
        // and would be waited for. Closed, the runtime cannot reply and ends itself (status 0).
        for (replacing, note) in [("_ = dup2(1, 4)", true), ("_ = close(4)", false)] {
            let (reply, time) = WorkTime.of { console.submit("import Glibc; \(replacing); print(\"replaced\")") }
            expectEqual(
                reply.output.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                    "error: the program wrote on the playground's own channel"), note,
                "\(replacing): \(reply.output)")
            expectTrue(reply.output.hasPrefix("replaced\n"), "\(replacing): \(reply.output)")
            // It hung until rxplay was killed; a second's wait for the runner to end is allowed.
            expectTrue(time.wall < 10, "\(replacing): \(time)")
            expectEqual(console.submit("kept + 1").output, "Int = 42\n")
        }
    }

    @Test("an input that closes the runner's request channel: later inputs say so, never silence; :undo recovers")
    func closedRequestChannel() throws {
        let console = makeConsole()
        expectEqual(console.submit("var kept = 41").output, "")
        // The input itself runs; the clock's move after it finds the channel closed. Every
        // replay closes it again at the same input: each input after says why it cannot run.
        for input in ["import Glibc; _ = close(3)", "kept + 1", "kept + 2"] {
            let reply = console.submit(input)
            expectTrue(
                reply.output.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                    "error: an input closed the playground's own channel (file descriptor 3)"),
                "\(input): \(reply.output)")
        }
        // The two inputs after it, then the one that closed it, taken back.
        for _ in 0..<3 { _ = console.submit(":undo") }
        expectEqual(console.submit("kept + 1").output, "Int = 42\n")
    }

    @Test("the start notice names what this machine does not give, and what code can do then")
    func notice() {
        let all = Int32(
            PLAYGROUND_BOX_FILES | PLAYGROUND_BOX_NETWORK | PLAYGROUND_BOX_PROCESSES | PLAYGROUND_BOX_LANDLOCK
                | PLAYGROUND_BOX_FILTER | PLAYGROUND_BOX_NO_CAPABILITIES)
        expectEqual(Confinement.notice(parts: all), nil)
        expectEqual(
            Confinement.notice(parts: all & ~Int32(PLAYGROUND_BOX_LANDLOCK)),
            "rxplay: this machine gives no Landlock (Linux 5.13 or later has it): code you run can write anywhere you can")
        expectEqual(
            Confinement.notice(parts: all & ~Int32(PLAYGROUND_BOX_FILES | PLAYGROUND_BOX_PROCESSES)),
            "rxplay: this machine gives no namespaces a user may make: code you run can change the permissions and "
                + "times of your files, fill your disk and leave processes running after the session")
        expectEqual(
            Confinement.notice(parts: Int32(PLAYGROUND_BOX_NO_CAPABILITIES)),
            "rxplay: this machine gives no Landlock (Linux 5.13 or later has it), no namespaces a user may make, "
                + "no seccomp: code you run can write anywhere you can, fill your disk, leave processes running after "
                + "the session and open network connections")
    }

    /// How many processes have `text` in their command line.
    static func processes(containing text: String) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard Int(entry) != nil,
                let data = ProcFile.contents("/proc/\(entry)/cmdline")
            else { return false }
            return String(decoding: data, as: UTF8.self).contains(text)
        }.count
    }
}
