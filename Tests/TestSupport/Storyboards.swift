import Foundation
import KeyboardSimulation

/// A storyboard built from JSON fields, the way users write them, and loaded by the real loader.
/// `strategy` nil films a controller of your own; `options` are extra fields of the strategy
/// object; `layout` and `keyboard` the inside of those objects; `events` the inside of the events array.
public func storyboard(name: String = "test", device: String = "iPhone 13", system: String = "ios15", sdk: String? = nil, strategy: String?,
                       options: String = "", fps: Int = 60, duration: Double = 2.0, scale: Int? = nil, layout: String = "",
                       keyboard: String = "", orientation: String = "portrait", events: String,
                       file: String = "test.json") throws -> Storyboard {
    var fields = [
        "\"name\": \"\(name)\"", "\"device\": \"\(device)\"", "\"system\": \"\(system)\"", "\"fps\": \(fps)",
        "\"duration\": \(duration)", "\"orientation\": \"\(orientation)\"", "\"events\": [\(events)]",
    ]
    if let strategy { fields.append("\"strategy\": { \"name\": \"\(strategy)\"\(options.isEmpty ? "" : ", " + options) }") }
    if let scale { fields.append("\"scale\": \(scale)") }
    if let sdk { fields.append("\"sdk\": \"\(sdk)\"") }
    if !layout.isEmpty { fields.append("\"layout\": {\(layout)}") }
    if !keyboard.isEmpty { fields.append("\"keyboard\": {\(keyboard)}") }
    return try StoryboardLoader.parse(Array(("{" + fields.joined(separator: ", ") + "}").utf8), file: file)
}

/// Films `controller` as `Simulator.run(_:setUp:)` does for a user: the window's root view
/// controller, watched through `subject`.
@MainActor
public func film<Controller: UIViewController>(_ controller: Controller, _ sb: Storyboard,
                                               watching subject: (Controller) -> FilmSubject) throws -> Trace {
    try Simulator.run(sb) { window in
        window.rootViewController = controller
        return subject(controller)
    }
}

extension Trace {
    /// The frame shown at `time` seconds (frames fall on k / fps), or nil when no frame does.
    public func frame(atTime time: Double) -> TraceFrame? { frames.first { abs($0.time - time) < 1e-6 } }
}
