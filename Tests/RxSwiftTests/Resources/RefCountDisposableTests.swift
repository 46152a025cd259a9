import RxSwift
import TestSupport
import Testing

@Suite("RefCountDisposable")
struct RefCountDisposableTests {
    @Test("disposes the underlying disposable at once when nothing is retained")
    func noRetain() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        expectTrue(!refCount.isDisposed)
        refCount.dispose()
        refCount.dispose()
        expectEqual(disposed, 1)
        expectTrue(refCount.isDisposed)
    }

    @Test("waits for every retained disposable, each released once")
    func retained() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        expectEqual(disposed, 0)
        first.dispose()
        first.dispose()
        expectEqual(disposed, 0)
        expectTrue(!refCount.isDisposed)
        second.dispose()
        expectEqual(disposed, 1)
        expectTrue(refCount.isDisposed)
    }

    @Test("releasing every retain does not dispose until the primary is disposed; retain after that is inert")
    func releaseBeforePrimary() {
        var disposed = 0
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed += 1 })
        refCount.retain().dispose()
        expectEqual(disposed, 0)
        refCount.dispose()
        expectEqual(disposed, 1)
        refCount.retain().dispose()
        expectEqual(disposed, 1)
    }
}
