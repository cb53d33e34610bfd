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
