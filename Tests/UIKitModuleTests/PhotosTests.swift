@_spi(Playground) import Photos
import TestSupport
import Testing
import UIKit
import VirtualClock

extension UIKitModuleTests {
    @Suite("the photo library") @MainActor struct PhotosTests {
        @Test("fetching sorted by creation date, newest first, finds the sample photos")
        func fetch() {
            freshApp()
            let options = PHFetchOptions()
            options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
            let photos = PHAsset.fetchAssets(with: options)
            expectEqual(photos.count, 8)
            expectEqual(photos.firstObject?.creationDate, Date(timeIntervalSince1970: 1_767_139_200))
            expectEqual(photos.object(at: 0).localIdentifier, "5A3D1E00-0000-0000-0000-000000000008/L0/001")
            options.fetchLimit = 2
            expectEqual(PHAsset.fetchAssets(with: options).count, 2)
        }

        @Test(
            "performChanges answers at the next turn, off the main queue; the new asset's identifier is known in the change block"
        )
        func save() {
            let clock = freshApp(clock: true)
            var log: [String] = []
            var identifier: String?
            PHPhotoLibrary.shared().performChanges(
                {
                    let request = PHAssetChangeRequest.creationRequestForAsset(from: UIImage(named: "🌅")!)
                    identifier = request.placeholderForCreatedAsset?.localIdentifier
                    log.append("change")
                },
                completionHandler: { success, error in
                    log.append("done \(success) \(error == nil) on main \(VirtualClock.isOnMainQueue)")
                })
            expectEqual(log, [])
            frame(clock)
            expectEqual(log, ["change", "done true true on main false"])
            expectTrue(VirtualClock.isOnMainQueue)
            expectEqual(identifier, "00000000-0000-0000-0000-000000000001/L0/001")
            expectEqual(PHAsset.fetchAssets(with: nil).lastObject?.localIdentifier, identifier)
        }

        @Test("failNextSave makes the next change fail with Photos' access error, and only the next")
        func failNextSave() {
            freshApp()
            let library = PHPhotoLibrary.shared()
            library.failNextSave()
            var results: [String] = []
            for _ in 0..<2 {
                library.performChanges({ _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage(named: "🌊")!) })
                {
                    success, error in
                    let code = (error as NSError?).map { "\($0.domain) \($0.code)" } ?? "no error"
                    results.append("\(success) \(code)")
                }
            }
            expectEqual(results, ["false PHPhotosErrorDomain 3311", "true no error"])
            expectEqual(PHAsset.fetchAssets(with: nil).count, 9)
        }

        @Test("an image request answers first with a degraded thumbnail, before it returns, then with the full image")
        func degradedThenFull() {
            let clock = freshApp(clock: true)
            let asset = PHAsset.fetchAssets(with: nil).object(at: 0)
            var answers: [String] = []
            PHCachingImageManager().requestImage(
                for: asset, targetSize: CGSize(width: 400, height: 400), contentMode: .aspectFit, options: nil
            ) { image, info in
                let degraded = info?[PHImageResultIsDegradedKey as NSString] as? Bool
                let same = info?[PHImageResultIsDegradedKey] as? Bool
                answers.append(
                    "\(image?.description ?? "nil") \(image?.size ?? .zero) \(degraded.map(String.init) ?? "?") \(same == degraded)"
                )
            }
            expectEqual(answers, ["🏔 CGSize(width: 50.0, height: 38.0) true true"])
            frame(clock)
            expectEqual(
                answers,
                ["🏔 CGSize(width: 50.0, height: 38.0) true true", "🏔 CGSize(width: 400.0, height: 300.0) false true"])
        }

        @Test("synchronous and high-quality requests answer once; a cancelled request's full image never comes")
        func deliveryModes() {
            let clock = freshApp(clock: true)
            let asset = PHAsset.fetchAssets(with: nil).object(at: 1)
            let manager = PHImageManager.default()
            var answers: [Bool] = []
            let record: (UIImage?, [AnyHashable: Any]?) -> Void = { _, info in
                answers.append(info?[PHImageResultIsDegradedKey] as? Bool ?? false)
            }
            let synchronous = PHImageRequestOptions()
            synchronous.isSynchronous = true
            manager.requestImage(
                for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .default, options: synchronous,
                resultHandler: record)
            expectEqual(answers, [false])
            let highQuality = PHImageRequestOptions()
            highQuality.deliveryMode = .highQualityFormat
            manager.requestImage(
                for: asset, targetSize: PHImageManagerMaximumSize, contentMode: .default, options: highQuality,
                resultHandler: record)
            let cancelled = manager.requestImage(
                for: asset, targetSize: CGSize(width: 10, height: 10), contentMode: .default,
                options: nil, resultHandler: record)
            manager.cancelImageRequest(cancelled)
            expectEqual(answers, [false, true])
            frame(clock)
            expectEqual(answers, [false, true, false])
        }

        @Test("authorization is asked once; the playground's answer comes at the next turn")
        func authorization() {
            let clock = freshApp(clock: true)
            expectEqual(PHPhotoLibrary.authorizationStatus(), .notDetermined)
            PHPhotoLibrary.shared().authorizationAnswer = .denied
            var heard: [PHAuthorizationStatus] = []
            PHPhotoLibrary.requestAuthorization { heard.append($0) }
            expectEqual(heard, [])
            frame(clock)
            expectEqual(heard, [.denied])
            expectEqual(PHPhotoLibrary.authorizationStatus(for: .readWrite), .denied)
        }
    }
}
