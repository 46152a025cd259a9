// Photos for learner code on Linux: a photo library with sample photos, saving and fetching
// assets, and image requests that answer as Photos does (a degraded thumbnail first, then the
// full image), on the playground's virtual clock.
@_exported import UIKit
