// What the two UIKit fuzz targets share (compiled into each by Scripts/fuzz.sh): a controller
// scripted by the fuzzer's input, put in the film's window and filmed once.

import Foundation

/// A controller built from a fuzz input (`script`): its bar and text field are what the film
/// watches. Each target subclasses it and lays the screen out from the script.
@MainActor
class ScriptedScreen: UIViewController {
    let bar = UIView()
    let field = UITextField()
    let script: [UInt8]

    required init(script: [UInt8]) {
        self.script = script
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

/// The body of a UIKit fuzz target's entry point: the first `maxBytes` of the input make a
/// `Screen`, which is filmed on `storyboard`. A film that stops with an error is an expected
/// outcome; a crash, trap or hang is a finding.
func filmScript<Screen: ScriptedScreen>(_ data: UnsafePointer<UInt8>, _ size: Int, maxBytes: Int, storyboard: String, file: String,
                                        as _: Screen.Type) -> CInt {
    let script = Array(UnsafeBufferPointer(start: data, count: min(size, maxBytes)))
    // libFuzzer calls in on the main thread; UIKit's model is main-actor code, as UIKit is.
    MainActor.assumeIsolated {
        guard let sb = try? StoryboardLoader.parse(Array(storyboard.utf8), file: file) else { return }
        _ = try? Simulator.run(sb) { window in
            let screen = Screen(script: script)
            window.rootViewController = screen
            return FilmSubject(bar: screen.bar, textField: screen.field)
        }
    }
    return 0
}
