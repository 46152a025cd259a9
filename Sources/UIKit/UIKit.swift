// UIKit for learner code on Linux: UIKit's names and behavior as ordinary Swift, on the
// playground's virtual clock. Learner code writes `import UIKit` and gets Foundation with it, as
// on iOS (CGRect, CGSize, CGPoint and CGFloat are Foundation's own on Linux), through
// PlaygroundTime: its clock's shadows of Dispatch, Timer and Thread win only where a file sees
// Foundation through it alone.
//
// What needs an app around it (a key window, a storyboard's scenes and outlets) is filled in by
// the playground through the `Playground` SPI; the screen it shows is read the same way.
@_exported import PlaygroundTime
