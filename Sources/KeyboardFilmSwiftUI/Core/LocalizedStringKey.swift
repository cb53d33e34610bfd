import Foundation

/// `LocalizedStringKey`: the key a string literal makes for `Text`. The model has no string
/// tables, so the key is its own text; Markdown marks in it (`**`, `*`, `_`, `` ` ``, links) are
/// removed, as SwiftUI renders them.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable, Hashable {
    let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }

    /// The text with inline Markdown's marks taken out.
    var plainText: String {
        var out = ""
        var rest = Substring(key)
        while let c = rest.first {
            if c == "[", let close = rest.firstIndex(of: "]"), rest[close...].dropFirst().first == "(",
               let end = rest[close...].firstIndex(of: ")") {
                // A link: its text.
                out += rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: end)...]
            } else if c == "*" || c == "`" {
                rest = rest.dropFirst()
            } else if c == "_", rest.dropFirst().first == "_" {
                rest = rest.dropFirst(2)
            } else {
                out.append(c)
                rest = rest.dropFirst()
            }
        }
        return out
    }
}
