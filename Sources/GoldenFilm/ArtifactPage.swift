import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation

/// The verify page (`<artifacts>/<name>/index.html`): the verdict, a scrubber over the failing
/// frames with an expected / diff / actual toggle (each a third of the frame's triptych, fitted to
/// the window's height, the strict region outlined and scrolled into view), the animated diff,
/// and every triptych. No external files; works from `file://`.
struct ArtifactPage {
    /// A failing frame: its triptych and what differs.
    struct Frame {
        var index: Int, file: String
        var strictPixels: Int, loosePixels: Int
        /// The strict region (the bar and the keyboard's top edge) in frame pixels, if any.
        var strictBox: PixelBox?
    }
    var report: VerificationReport
    var frames: [Frame]
    var width: Int, height: Int, gap: Int, label: Int
    var animated: Bool

    func html() -> String {
        let esc = escapeMarkup
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(esc(report.name)): verification failed</title>\n"
        html += "<style>body{font:14px system-ui,sans-serif;margin:24px} img{max-width:100%;border:1px solid #ccc} li{margin:2px 0}"
        // The frame fits the window's height (a phone frame is taller than wide), never below 320 px.
        html += " #kbf-view{display:block;height:max(320px,min(\(height)px,calc(100vh - 16px)));width:auto;max-width:100%;aspect-ratio:\(width)/\(height);border:1px solid #ccc}"
        html += " button.on{font-weight:700} #kbf-slider{width:min(600px,80vw);vertical-align:middle}</style>\n"
        html += "</head>\n<body>\n<h1>\(esc(report.name)): verification failed</h1>\n<ul>\n"
        for f in report.failures { html += "<li>\(esc(f.description))</li>\n" }
        for d in report.details { html += "<li>\(esc(d))</li>\n" }
        html += "</ul>\n"
        if let first = frames.first {
            html += "<h2>Failing frames</h2>\n<p><input type=\"range\" id=\"kbf-slider\" min=\"0\" max=\"\(frames.count - 1)\" value=\"0\" aria-label=\"failing frame\"> "
            html += "<button id=\"kbf-prev\" type=\"button\">◀</button> <button id=\"kbf-next\" type=\"button\">▶</button> · "
            for (k, name) in ["expected", "diff", "actual"].enumerated() {
                html += "<button type=\"button\" class=\"kbf-view\" data-view=\"\(k)\">\(name)</button> "
            }
            html += "</p>\n<p id=\"kbf-caption\"></p>\n"
            html += "<svg id=\"kbf-view\" viewBox=\"\(gap) \(label) \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"failing frame\">"
            html += "<image id=\"kbf-image\" href=\"\(esc(first.file))\" x=\"0\" y=\"0\" width=\"\(3 * width + 4 * gap)\" height=\"\(height + label + gap)\"/>"
            html += "<rect id=\"kbf-strict\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\" vector-effect=\"non-scaling-stroke\" stroke-dasharray=\"6 4\" visibility=\"hidden\"/></svg>\n"
            html += "<p>← → step through the failing frames; e, d, a (or 1, 2, 3) show expected, diff, actual; <code>#frame=N&amp;view=actual</code> in the URL selects one. The dashed blue box is the strict region.</p>\n"
            let rows = frames.map { f in
                let box = f.strictBox.map { "[\($0.x0),\($0.y0),\($0.x1),\($0.y1)]" } ?? "null"
                return "[\(f.index),\(TraceWriter.jsonLiteral(f.file)),\(f.strictPixels),\(f.loosePixels),\(box)]"
            }.joined(separator: ",")
            html += "<script>\n(function () {\nconst frames = [\(rows)];\nconst W = \(width), G = \(gap), L = \(label), H = \(height);\n"
            html += Self.script + "})();\n</script>\n"
        }
        if animated { html += "<h2>Animated diff</h2>\n<p><img src=\"diff-animation.png\" alt=\"animated diff\"></p>\n" }
        for f in frames {
            html += "<h2>Frame \(f.index)</h2>\n<p>\(f.strictPixels) pixels differ in the bar/keyboard-edge region (blue box), \(f.loosePixels) elsewhere; the magenta ring marks the changed region.</p>\n"
            html += "<p><img src=\"\(esc(f.file))\" alt=\"frame \(f.index)\"></p>\n"
        }
        return html + "</body>\n</html>\n"
    }

    static let script = """
    const names = ["expected", "diff", "actual"];
    const slider = document.getElementById("kbf-slider"), caption = document.getElementById("kbf-caption");
    const view = document.getElementById("kbf-view"), image = document.getElementById("kbf-image"), strict = document.getElementById("kbf-strict");
    let current = 0, panel = 1;
    function show(i, p) {
      current = Math.max(0, Math.min(frames.length - 1, i | 0)); panel = p;
      const f = frames[current];
      slider.value = current;
      image.setAttribute("href", f[1]);
      const x0 = G + panel * (W + G);
      view.setAttribute("viewBox", x0 + " " + L + " " + W + " " + H);
      const box = f[4];
      strict.setAttribute("visibility", box ? "visible" : "hidden");
      if (box) {
        strict.setAttribute("x", x0 + box[0]); strict.setAttribute("y", L + box[1]);
        strict.setAttribute("width", box[2] - box[0]); strict.setAttribute("height", box[3] - box[1]);
      }
      caption.textContent = "frame " + f[0] + " (" + (current + 1) + " of " + frames.length + " failing) · " + names[panel]
        + " · " + f[2] + " pixels differ in the bar/keyboard-edge region, " + f[3] + " elsewhere";
      document.querySelectorAll("button.kbf-view").forEach(function (b) { b.classList.toggle("on", +b.dataset.view === panel); });
      document.body.dataset.frame = f[0]; document.body.dataset.view = names[panel];
      history.replaceState(null, "", "#frame=" + f[0] + "&view=" + names[panel]);
    }
    slider.addEventListener("input", function () { show(+slider.value, panel); });
    document.getElementById("kbf-prev").addEventListener("click", function () { show(current - 1, panel); });
    document.getElementById("kbf-next").addEventListener("click", function () { show(current + 1, panel); });
    document.querySelectorAll("button.kbf-view").forEach(function (b) { b.addEventListener("click", function () { show(current, +b.dataset.view); }); });
    document.addEventListener("keydown", function (e) {
      const keys = { e: 0, d: 1, a: 2, "1": 0, "2": 1, "3": 2 };
      if (e.key === "ArrowRight" || e.key === "ArrowLeft") { e.preventDefault(); show(current + (e.key === "ArrowRight" ? 1 : -1), panel); }
      else if (e.key in keys) { show(current, keys[e.key]); }
    });
    const m = /frame=(\\d+)/.exec(location.hash), v = /view=(\\w+)/.exec(location.hash);
    const at = m ? frames.findIndex(function (f) { return f[0] === +m[1]; }) : 0;
    show(at < 0 ? 0 : at, v && names.indexOf(v[1]) >= 0 ? names.indexOf(v[1]) : 1);
    // Open with the strict region in view: scroll down just enough for it (the frame's bottom edge
    // too when it fits), never past the region's top.
    if (frames[current][4]) {
      const r = strict.getBoundingClientRect(), v = view.getBoundingClientRect(), h = window.innerHeight;
      let by = Math.max(0, Math.min(v.bottom + 8, r.top + h - 8) - h);
      by = Math.min(by, Math.max(0, r.top - 8));
      if (by > 0) window.scrollTo(0, window.scrollY + by);
    }
    """
}
