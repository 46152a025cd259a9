import Marbles
import RxCore
import Testing

@Test func scratch() {
    let timeline = Timeline(lanes: [
        .init(name: "subject", start: 0, entries: [.next(1, "🐶", isString: true), .next(4, "🐱"), .next(8, "🐭"), .completed(12)]),
        .init(name: "one", kind: .subscription, entries: [.subscribed(2), .next(4, "🐱"), .next(8, "🐭"), .disposed(10)]),
        .init(name: "two", kind: .subscription, entries: [.subscribed(6), .next(8, "Hello, world", isString: true), .next(8, "x"), .error(12, "boom")]),
        .init(name: "long", entries: [.next(3, "1"), .next(30, "2"), .next(31, "3")]),
    ])
    print(TextRenderer().render(timeline))
    print(TextRenderer(style: .ascii).render(timeline))
    print(TextRenderer(width: 30).render(timeline, pointer: TimelinePointer(time: 8, label: "here")))
    print(TextRenderer(colors: true).render(timeline))
}
