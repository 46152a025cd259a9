#if canImport(Glibc)
import Glibc
#endif

/// Loads compiled inputs into this process, in order, and runs their top-level code.
///
/// Each input is a shared library whose top-level code is a C-callable entry function (the
/// compiler's `main`, renamed); it is loaded with its symbols global, so the inputs after it find
/// its declarations.
final class UnitLoader {
    private typealias Entry = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32
    private var handles: [UnsafeMutableRawPointer] = []

    /// Runs the input at `library`; returns why it could not, or nil once its code has run.
    func run(library: String, entry: String) -> String? {
        guard let handle = dlopen(library, RTLD_NOW | RTLD_GLOBAL) else {
            return dlerror().map { String(cString: $0) } ?? "cannot load \(library)"
        }
        handles.append(handle)
        // A library without top-level code (a playground's Sources) is only loaded.
        if entry.isEmpty { return nil }
        guard let symbol = dlsym(handle, entry) else {
            return "\(library) has no entry \(entry)"
        }
        let function = unsafeBitCast(symbol, to: Entry.self)
        _ = function(0, nil)
        return nil
    }
}
