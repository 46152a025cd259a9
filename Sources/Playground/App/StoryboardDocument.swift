/// A storyboard (`Main.storyboard`) as a plain value: which controller the app starts with and
/// the scenes it may show. `StoryboardReader` makes it from Interface Builder's XML.
public struct StoryboardDocument: Equatable, Sendable {
    /// The object id of the controller the app launches with (the `<document>`'s
    /// `initialViewController`), or `nil` when the storyboard names none.
    public var initialViewControllerID: String?
    /// The scenes, in the order the file lists them.
    public var scenes: [StoryboardScene]

    /// A document with these parts.
    public init(initialViewControllerID: String?, scenes: [StoryboardScene]) {
        self.initialViewControllerID = initialViewControllerID
        self.scenes = scenes
    }

    /// The scene whose controller the app launches with, if the storyboard names one.
    public var initialScene: StoryboardScene? {
        guard let initialViewControllerID else { return nil }
        return scene(controllerID: initialViewControllerID)
    }

    /// The scene whose controller has the object id `id` (what a segue's `destination` names).
    public func scene(controllerID id: String) -> StoryboardScene? {
        scenes.first { $0.controller.id == id }
    }

    /// The scene whose controller has the storyboard ID `identifier` (what
    /// `instantiateViewController(withIdentifier:)` asks for).
    public func scene(storyboardIdentifier identifier: String) -> StoryboardScene? {
        scenes.first { $0.controller.storyboardIdentifier == identifier }
    }
}

/// One scene of a storyboard: a controller and everything it owns.
public struct StoryboardScene: Equatable, Sendable {
    /// The scene's own id (`sceneID`), which nothing else refers to but Interface Builder.
    public var id: String
    /// The scene's top object: the controller Interface Builder makes for it.
    public var controller: StoryboardController

    /// A scene with this id and controller.
    public init(id: String, controller: StoryboardController) {
        self.id = id
        self.controller = controller
    }
}
