import Foundation
import VirtualClock
import UIKit

/// The error domain of Photos' errors.
public let PHPhotosErrorDomain = "PHPhotosErrorDomain"

/// The user's photo library: the sample photos and what the app saves.
///
/// `performChanges(_:completionHandler:)` answers later, as Photos does on a queue of its own:
/// the change block and then the completion run at the next turn of the virtual clock (at once
/// without a clock). `failNextSave()` (a playground convenience) makes the next change fail, as
/// when the user denied access.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    private let lock = NSRecursiveLock()
    private(set) var assets: [PHAsset] = []
    private var savedCount = 0
    private var failsNextChange = false
    private var status = PHAuthorizationStatus.notDetermined
    /// The change requests of the change block running now (nil outside a change block).
    var changing: [PHAssetChangeRequest]?
    /// In the playground: what the user answers when the app asks for access.
    @_spi(Playground) public var authorizationAnswer = PHAuthorizationStatus.authorized

    private override init() {
        super.init()
        reset()
    }

    /// The library.
    open class func shared() -> PHPhotoLibrary { library }

    /// Makes the next `performChanges` fail with Photos' access-denied error (a playground
    /// convenience, for the error path).
    open func failNextSave() {
        lock.withLock { failsNextChange = true }
    }

    /// Runs `changeBlock` on the library's queue, then `completionHandler` with whether the
    /// changes were made and why not; both at the next turn, and, as Photos does, not on the
    /// main queue (`Thread.isMainThread` is false there: code that touches the UI hops back).
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, Error?) -> Void)? = nil) {
        MainTurn.next { [self] in
            VirtualClock.run(onMainQueue: false) {
                let result = Result { try performChangesAndWait(changeBlock) }
                switch result {
                case .success: completionHandler?(true, nil)
                case .failure(let error): completionHandler?(false, error)
                }
            }
        }
    }

    /// Runs `changeBlock` now and makes its changes; throws when the library refuses them.
    open func performChangesAndWait(_ changeBlock: () -> Void) throws {
        let fails = lock.withLock {
            let fails = failsNextChange
            failsNextChange = false
            return fails
        }
        let requests = lock.withLock { () -> [PHAssetChangeRequest] in
            changing = []
            changeBlock()
            defer { changing = nil }
            return changing ?? []
        }
        if fails {
            throw NSError(domain: PHPhotosErrorDomain, code: 3311)
        }
        lock.withLock {
            for request in requests { request.apply(to: self) }
        }
    }

    /// The identifier of the next asset the running change block creates: Photos' form,
    /// `UUID/L0/001`, numbered from 1 by the assets saved (a refused change uses no number).
    func nextIdentifier() -> String {
        lock.withLock {
            String(format: "00000000-0000-0000-0000-%012X/L0/001", savedCount + (changing?.count ?? 0) + 1)
        }
    }

    func add(_ asset: PHAsset) {
        lock.withLock {
            savedCount += 1
            assets.append(asset)
        }
    }

    func remove(_ removed: [PHAsset]) {
        lock.withLock { assets.removeAll { asset in removed.contains { $0 === asset } } }
    }

    // MARK: - Authorization

    /// Whether the app may use the library.
    open class func authorizationStatus() -> PHAuthorizationStatus { library.lock.withLock { library.status } }

    /// Whether the app may use the library at `accessLevel`.
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        authorizationStatus()
    }

    /// Asks the user for access (the playground's `authorizationAnswer` answers once); the
    /// handler hears the status at the next turn.
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        let status = library.lock.withLock {
            if library.status == .notDetermined { library.status = library.authorizationAnswer }
            return library.status
        }
        MainTurn.next { handler(status) }
    }

    /// Asks the user for access at `accessLevel`.
    open class func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void
    ) {
        requestAuthorization(handler)
    }

    // MARK: - The playground

    /// Puts the library back as it starts: the sample photos, nothing saved, access not asked.
    @_spi(Playground) public func reset() {
        lock.withLock {
            assets = SampleLibrary.assets()
            savedCount = 0
            failsNextChange = false
            status = .notDetermined
            authorizationAnswer = .authorized
        }
    }
}
