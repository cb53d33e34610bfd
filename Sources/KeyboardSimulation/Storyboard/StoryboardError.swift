import Foundation
/// A storyboard that cannot be used: names the file and the JSON path of the bad value.
public struct StoryboardError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The storyboard's file path (or a label for in-code storyboards).
    public var file: String
    /// JSON path of the offending value, e.g. `events[2].at`; empty for the whole file.
    public var path: String
    public var message: String

    public init(file: String, path: String, message: String) {
        self.file = file; self.path = path; self.message = message
    }

    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// A string from untrusted input, safe to show in a message: in quotes, control characters
/// (terminal escape sequences included) written as `\u{…}`, and cut after `limit` characters.
public func quotedForMessage(_ s: String, limit: Int = 60) -> String {
    var out = ""
    var count = 0
    for u in s.unicodeScalars {
        if count == limit { out += "…"; break }
        if u.properties.generalCategory == .control || u == "\u{7F}" {
            out += "\\u{" + String(u.value, radix: 16) + "}"
        } else {
            out.unicodeScalars.append(u)
        }
        count += 1
    }
    return "\"" + out + "\""
}
