import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// A controller with one view of the test's choosing behind its bar: geometry far beyond any
/// screen must draw (clipped to the screen) or be refused, never trap the rasterizer or the SVG.
@MainActor
final class HugeViewController: UIViewController {
    let bar = UIView(), field = UITextField(), huge = UIView()
    var shape: (UIView) -> Void = { _ in }
    override func viewDidLoad() {
        super.viewDidLoad()
        huge.backgroundColor = .systemBlue
        huge.layer.borderColor = UIColor.red.cgColor
        view.addSubview(huge)
        shape(huge)
        bar.frame = CGRect(x: 0, y: 600, width: 390, height: 44)
        field.frame = CGRect(x: 8, y: 4, width: 300, height: 36)
        view.addSubview(bar)
        bar.addSubview(field)
    }
}

@MainActor
struct HugeViewsTests {
    static let cases: [(String, (UIView) -> Void)] = [
        ("1e300 wide", { $0.frame = CGRect(x: 0, y: 100, width: 1e300, height: 50) }),
        ("1e300 high", { $0.frame = CGRect(x: 0, y: 100, width: 50, height: 1e300) }),
        ("1e300 far", { $0.frame = CGRect(x: -1e300, y: 100, width: 50, height: 50) }),
        ("scaled 1e300", { $0.frame = CGRect(x: 0, y: 100, width: 50, height: 50); $0.transform = CGAffineTransform(scaleX: 1e300, y: 1e300) }),
        ("border 1e300", { $0.frame = CGRect(x: 0, y: 100, width: 50, height: 50); $0.layer.borderWidth = 1e300 }),
    ]

    @Test("a view 1e300 wide, high, far, scaled by 1e300 or with a 1e300 border: every frame rasterizes and the SVG is written, or the film stops with a sentence — no trap",
          arguments: 0..<5)
    func hugeGeometry(index: Int) throws {
        let vc = HugeViewController()
        vc.shape = Self.cases[index].1
        let sb = try storyboard(name: "huge", strategy: nil, fps: 10, duration: 0.3, scale: 1, events: #"{ "at": 0.1, "do": "show" }"#)
        let trace: Trace
        do {
            trace = try TestSupport.film(vc, sb) { FilmSubject(bar: $0.bar, textField: $0.field) }
        } catch let e as StoryboardError {
            #expect(!e.message.isEmpty, "\(Self.cases[index].0)")
            return
        }
        let scene = FrameScene(film: Film(storyboard: sb, trace: trace))
        for f in trace.frames.indices {
            var r = Rasterizer()
            let image = r.render(scene.displayList(frame: f))
            #expect(image.width > 0)
            #expect(!SVGWriter().document(scene.displayList(frame: f)).isEmpty)
        }
    }
}
