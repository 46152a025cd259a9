import Foundation

/// Whether the app may use the photo library.
public enum PHAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized, limited
}

/// What the app asks to do with the library.
public enum PHAccessLevel: Int, Sendable {
    case addOnly = 1, readWrite = 2
}
