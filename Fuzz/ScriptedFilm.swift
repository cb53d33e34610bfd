// What the two UIKit fuzz targets share (compiled into each by Scripts/fuzz.sh): a controller
// scripted by the fuzzer's input, put in the film's window and filmed once.

import Foundation

/// A controller built from a fuzz input: its bar and text field are what the film watches.
@MainActor
protocol ScriptedScreen: UIViewController {
    var bar: UIView { get }
    var field: UITextField { get }
}

/// The body of a UIKit fuzz target's entry point: the first `maxBytes` of the input make a
/// screen, which is filmed on `storyboard`. A film that stops with an error is an expected
/// outcome; a crash, trap or hang is a finding.
func filmScript(_ data: UnsafePointer<UInt8>, _ size: Int, maxBytes: Int, storyboard: String, file: String,
                makeScreen: @MainActor ([UInt8]) -> any ScriptedScreen) -> CInt {
    let script = Array(UnsafeBufferPointer(start: data, count: min(size, maxBytes)))
    // libFuzzer calls in on the main thread; UIKit's model is main-actor code, as UIKit is.
    MainActor.assumeIsolated {
        guard let sb = try? StoryboardLoader.parse(Array(storyboard.utf8), file: file) else { return }
        _ = try? Simulator.run(sb) { window in
            let screen = makeScreen(script)
            window.rootViewController = screen
            return FilmSubject(bar: screen.bar, textField: screen.field)
        }
    }
    return 0
}
