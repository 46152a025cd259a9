import Foundation
import PlaygroundConfinement
@testable import Playground
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Learner code runs confined: it may write only in its session's folder (also its temporary
/// folder), it opens no socket, and it cannot signal rxplay. Each check tries the forbidden thing
/// from learner code and looks at the world afterwards, not only at what the code printed.
@Suite("learner code is confined")
struct ConfinementTests {
    static let landlock = Int(playground_landlock_abi())

    @Test("a file outside the session's folder is neither written nor created; inside works")
    func files() throws {
        let outside = NSTemporaryDirectory() + "rxplay-confinement-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let existing = outside + "/bashrc"
        try "kept\n".write(toFile: existing, atomically: false, encoding: .utf8)
        let console = makeConsole()
        let reply = console.submit(
            """
            import Foundation
            for path in ["\(existing)", "\(outside)/new.txt"] {
                do { try "owned".write(toFile: path, atomically: false, encoding: .utf8); print("wrote", path) }
                catch { print("refused:", (error as NSError).localizedDescription) }
            }
            print("removed:", (try? FileManager.default.removeItem(atPath: "\(existing)")) != nil)
            let note = NSTemporaryDirectory() + "/note.txt"
            try! "mine".write(toFile: note, atomically: true, encoding: .utf8)
            print("inside:", try! String(contentsOfFile: note, encoding: .utf8))
            """)
        guard Self.landlock > 0 else {
            expectTrue(Confinement.notice(parts: Confinement.parts)?.contains("write anywhere you can") == true)
            return
        }
        // The read-only view of the files refuses first where the machine gives it; Landlock does
        // where it does not.
        let refusal =
            Confinement.parts & Int32(PLAYGROUND_BOX_FILES) != 0
            ? "The volume is read only." : "You don’t have permission."
        expectEqual(
            reply.output,
            """
            refused: The operation could not be completed. \(refusal)
            refused: The operation could not be completed. \(refusal)
            removed: false
            inside: mine

            """)
        expectEqual(try String(contentsOfFile: existing, encoding: .utf8), "kept\n")
        expectTrue(!FileManager.default.fileExists(atPath: outside + "/new.txt"))
        // Where the machine gives namespaces, the folder is the runner's own memory: nothing reaches the disk.
        expectEqual(
            FileManager.default.fileExists(atPath: console.compiled.writableFolder + "/note.txt"),
            Confinement.parts & Int32(PLAYGROUND_BOX_FILES) == 0)
    }

    @Test("no connection to 127.0.0.1 outside (TCP or UDP), and no signal reaches rxplay")
    func network() throws {
        // Listeners of the test's own, which must see nothing arrive: TCP and UDP.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        let datagrams = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
        defer { close(datagrams) }
        func bound(_ fd: Int32) throws -> UInt16 {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            try #require(withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } } == 0)
            _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
            return UInt16(bigEndian: address.sin_port)
        }
        let port = try bound(listener)
        try #require(listen(listener, 4) == 0)
        let udpPort = try bound(datagrams)
        let console = makeConsole()
        let reply = console.submit(
            """
            import Glibc
            func attempt(_ kind: Int32, _ port: UInt16) -> String {
                let fd = socket(AF_INET, kind, 0)
                if fd < 0 { return "socket: " + String(cString: strerror(errno)) }
                var to = sockaddr_in()
                to.sin_family = sa_family_t(AF_INET)
                to.sin_addr.s_addr = inet_addr("127.0.0.1")
                to.sin_port = port.bigEndian
                let made = withUnsafePointer(to: &to) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
                guard made == 0 else { return "connect: " + String(cString: strerror(errno)) }
                return send(fd, "x", 1, 0) == 1 ? "connected, sent" : "connected, send: " + String(cString: strerror(errno))
            }
            print("tcp", attempt(Int32(SOCK_STREAM.rawValue), \(port)))
            print("udp", attempt(Int32(SOCK_DGRAM.rawValue), \(udpPort)))
            print("signal", kill(\(getpid()), SIGCONT) == 0 ? "sent" : String(cString: strerror(errno)))
            """)
        // In a network namespace of its own, UDP reaches only the box's own loopback (a datagram
        // to a port no one there listens on is sent, or refused by the loopback's answer).
        let ownNetwork = Confinement.parts & Int32(PLAYGROUND_BOX_NETWORK) != 0
        let lines = reply.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        expectEqual(lines.first, "tcp socket: Permission denied")
        let udp = lines.dropFirst().first ?? ""
        if ownNetwork {
            expectTrue(udp == "udp connected, sent" || udp == "udp connected, send: Connection refused", "\(reply.output)")
        } else {
            expectEqual(udp, "udp socket: Permission denied")
        }
        let expected = lines.prefix(2).joined(separator: "\n") + "\n"
        // No datagram arrived outside.
        _ = fcntl(datagrams, F_SETFL, fcntl(datagrams, F_GETFL) | O_NONBLOCK)
        var byte: UInt8 = 0
        expectEqual(recv(datagrams, &byte, 1, 0), -1)
        // rxplay is out of reach: outside the runner's PID namespace (no such process there), or
        // outside its Landlock domain (ABI 6 and later).
        let signal = reply.output.dropFirst(expected.count)
        if Confinement.parts & Int32(PLAYGROUND_BOX_PROCESSES) != 0 {
            expectEqual(signal, "signal No such process\n")
        } else {
            expectEqual(signal, Self.landlock >= 6 ? "signal Operation not permitted\n" : "signal sent\n")
        }
        // Nothing is waiting to be accepted.
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        expectEqual(accept(listener, nil, nil), -1)
    }

}
