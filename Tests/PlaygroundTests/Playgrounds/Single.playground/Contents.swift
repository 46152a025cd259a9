//: A single page, with `Contents.swift` at the top.
let answer = 6 * 7
print("answer:", answer)
