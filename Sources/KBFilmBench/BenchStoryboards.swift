import Foundation
import KeyboardSimulation

/// Storyboards the benchmark runs, built in code so the benchmark needs no files.
enum BenchStoryboards {
    static func parse(_ json: String) throws -> Storyboard { try StoryboardLoader.parse(Array(json.utf8), file: "<bench>") }

    static func simulation(strategy: StrategyName) throws -> Storyboard {
        // ios7 has no QuickType bar, so every strategy runs on an era that has one.
        let system = strategy == .layoutGuide ? "ios15" : "ios8"
        return try parse("""
        { "name": "bench-\(strategy.rawValue)", "device": "iPhone 13", "system": "\(system)", "fps": 120, "duration": 10,
          "strategy": { "name": "\(strategy.rawValue)" },
          "events": [ { "at": 0.5, "do": "show" }, { "at": 2, "do": "quickType", "visible": false },
                      { "at": 3, "do": "rotate", "to": "landscapeLeft" }, { "at": 4.5, "do": "rotate", "to": "portrait" },
                      { "at": 6, "do": "interactiveDismiss", "to": 0.5, "release": "cancel", "duration": 0.4 },
                      { "at": 8, "do": "hide" } ] }
        """)
    }

    /// The reference film: iPhone 13, show then hide, 1.5 s at 60 fps (91 frames).
    static func reference(scale: Int) throws -> Storyboard { try parse(referenceJSON(scale: scale)) }

    static func referenceJSON(scale: Int) -> String {
        """
        { "name": "bench-reference", "device": "iPhone 13", "scale": \(scale), "duration": 1.5,
          "strategy": { "name": "layoutGuide" },
          "events": [ { "at": 0.1, "do": "show" }, { "at": 1.4, "do": "hide" } ] }
        """
    }

    /// Exactly 60 frames at 60 fps: show, then hide while still settling.
    static func sixtyFrames(scale: Int) throws -> Storyboard {
        try parse("""
        { "name": "bench-60", "device": "iPhone 13", "scale": \(scale), "duration": 0.99,
          "strategy": { "name": "displayLink", "minBottom": true },
          "events": [ { "at": 0.05, "do": "show" }, { "at": 0.6, "do": "hide" } ] }
        """)
    }

    /// `frames` frames at 60 fps with the keyboard shown and hidden every 0.9 s.
    static func long(frames: Int) -> String {
        let duration = Double(frames - 1) / 60
        var events: [String] = []
        var t = 0.1, show = true
        while t < duration {
            events.append("{ \"at\": \(NumberFormat.fixed(t, decimals: 2)), \"do\": \"\(show ? "show" : "hide")\" }")
            show.toggle()
            t += 0.9
        }
        return """
        { "name": "bench-long", "device": "iPhone 13", "fps": 60, "duration": \(NumberFormat.fixed(duration, decimals: 6)),
          "strategy": { "name": "layoutGuide" }, "events": [ \(events.joined(separator: ", ")) ] }
        """
    }
}
