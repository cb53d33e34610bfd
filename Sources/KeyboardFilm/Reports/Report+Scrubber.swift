import KeyboardSimulation

/// The report's frame scrubber: a slider (and the arrow keys) stepping through the frames, the
/// frame's picture and caption, a drift plot with a cursor (click it to jump), a button to the
/// first drifting frame, and `#frame=N` in the URL. Plain HTML, SVG and inline script: no external
/// files, works from `file://`.
extension Report {
    /// Plot geometry in SVG user units.
    static let plot = (width: 720.0, height: 160.0, left: 48.0, right: 12.0, top: 10.0, bottom: 22.0)

    func scrubberHTML() -> String {
        let frames = trace.frames
        guard let last = frames.last else { return "" }
        let p = Self.plot
        let duration = max(last.time, 1e-9)
        let lo = min(-1, frames.map(\.drift).min() ?? 0), hi = max(1, frames.map(\.drift).max() ?? 0)
        func x(_ t: Double) -> Double { p.left + t / duration * (p.width - p.left - p.right) }
        func y(_ d: Double) -> Double { p.top + (hi - d) / (hi - lo) * (p.height - p.top - p.bottom) }
        func n(_ v: Double) -> String { TraceWriter.number((v * 100).rounded() / 100) }
        let points = frames.map { "\(n(x($0.time))),\(n(y($0.drift)))" }.joined(separator: " ")
        var svg = "<svg id=\"kbf-plot\" viewBox=\"0 0 \(n(p.width)) \(n(p.height))\" width=\"\(n(p.width))\" height=\"\(n(p.height))\" role=\"img\" aria-label=\"drift per frame; click to jump to a frame\">\n"
        let band = Trace.driftThresholdPoints
        svg += "<rect x=\"\(n(p.left))\" y=\"\(n(y(band)))\" width=\"\(n(p.width - p.left - p.right))\" height=\"\(n(y(-band) - y(band)))\" fill=\"#d1f2d9\"/>\n"
        svg += "<line x1=\"\(n(p.left))\" x2=\"\(n(p.width - p.right))\" y1=\"\(n(y(0)))\" y2=\"\(n(y(0)))\" stroke=\"#8e8e93\" stroke-width=\"0.5\"/>\n"
        for (v, label) in [(hi, hi), (lo, lo)] {
            svg += "<text x=\"\(n(p.left - 4))\" y=\"\(n(y(v) + 4))\" text-anchor=\"end\" font-size=\"10\" fill=\"#636366\">\(NumberFormat.trimmed(label, decimals: 1)) pt</text>\n"
        }
        svg += "<text x=\"\(n(p.width - p.right))\" y=\"\(n(p.height - 6))\" text-anchor=\"end\" font-size=\"10\" fill=\"#636366\">\(Int((duration * 1000).rounded())) ms</text>\n"
        svg += "<polyline id=\"kbf-drift\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"1.5\" points=\"\(points)\"/>\n"
        svg += "<line id=\"kbf-cursor\" x1=\"\(n(x(0)))\" x2=\"\(n(x(0)))\" y1=\"\(n(p.top))\" y2=\"\(n(p.height - p.bottom))\" stroke=\"#ff2d55\" stroke-width=\"2\"/>\n</svg>\n"

        // One row per frame: time (ms), drift, keyboard top, bar bottom, notifications.
        let rows = frames.map { f in
            let notes = f.notifications.map(Captions.shortName).joined(separator: ", ")
            return "[\(TraceWriter.number(f.time * 1000)),\(TraceWriter.number(f.drift)),\(TraceWriter.number(f.keyboard.minY)),\(TraceWriter.number(f.bar.maxY)),\(Self.scriptLiteral(notes))]"
        }.joined(separator: ",\n")
        let pictures = formats.contains(.png)
        var out = "<h2 id=\"scrubber\">Frame by frame</h2>\n<div class=\"scrub\">\n"
        out += "<p><input type=\"range\" id=\"kbf-slider\" min=\"0\" max=\"\(frames.count - 1)\" value=\"0\" aria-label=\"frame\"> "
        out += "<button id=\"kbf-prev\" type=\"button\">◀</button> <button id=\"kbf-next\" type=\"button\">▶</button> "
        if let first = trace.firstDriftFrame {
            out += "<button id=\"kbf-first-drift\" type=\"button\" data-frame=\"\(first)\">first drifting frame (\(first))</button>"
        }
        out += "</p>\n<p id=\"kbf-caption\" class=\"caption\"></p>\n"
        out += "<div class=\"scrub-row\">\n"
        if pictures { out += "<img id=\"kbf-frame\" alt=\"frame\" src=\"frames/\(frameFileName(0, count: frames.count))\">\n" }
        out += "<div>\n\(svg)<p class=\"sub\">Drift per frame (blue), the ±\(TraceWriter.number(Trace.driftThresholdPoints)) pt band (green) and the frame shown (red). Click the plot to jump; ← and → step.</p>\n</div>\n</div>\n</div>\n"
        out += "<script>\n(function () {\n"
        out += "const rows = [\n\(rows)\n];\n"
        out += "const digits = \(max(4, String(frames.count - 1).count)), pictures = \(pictures);\n"
        out += "const left = \(n(p.left)), right = \(n(p.width - p.right)), duration = \(TraceWriter.number(duration * 1000));\n"
        out += Self.scrubberScript
        out += "})();\n</script>\n"
        return out
    }

    /// `s` as a JavaScript string literal safe inside an HTML script element: a JSON literal
    /// with `<`, `>` and `&` escaped, so no `</script>` can end the element early.
    static func scriptLiteral(_ s: String) -> String {
        TraceWriter.jsonLiteral(s).replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e").replacingOccurrences(of: "&", with: "\\u0026")
    }

    static let scrubberScript = """
    const slider = document.getElementById("kbf-slider"), caption = document.getElementById("kbf-caption");
    const cursor = document.getElementById("kbf-cursor"), picture = document.getElementById("kbf-frame");
    const plot = document.getElementById("kbf-plot"), tableRows = document.querySelectorAll("#kbf-table tbody tr");
    function x(ms) { return Math.round((left + (duration > 0 ? ms / duration : 0) * (right - left)) * 100) / 100; }
    function show(i, fromHash) {
      i = Math.max(0, Math.min(rows.length - 1, i | 0));
      const r = rows[i];
      slider.value = i;
      const drift = r[1], bad = Math.abs(drift) > \(TraceWriter.number(Trace.driftThresholdPoints));
      caption.textContent = "frame " + i + " · " + Math.round(r[0]) + " ms · drift " + drift + " pt" + (bad ? " (drifting)" : "")
        + " · keyboard top " + r[2] + " · bar bottom " + r[3] + (r[4] ? " · " + r[4] : "");
      caption.className = "caption" + (bad ? " bad" : "");
      cursor.setAttribute("x1", x(r[0])); cursor.setAttribute("x2", x(r[0]));
      if (pictures && picture) { picture.src = "frames/frame-" + String(i).padStart(digits, "0") + ".png"; }
      tableRows.forEach(function (tr, k) { tr.classList.toggle("cur", k === i); });
      document.body.dataset.frame = i;
      if (!fromHash) { history.replaceState(null, "", "#frame=" + i); }
    }
    function fromHash() {
      const m = /frame=(\\d+)/.exec(location.hash);
      return m ? parseInt(m[1], 10) : 0;
    }
    slider.addEventListener("input", function () { show(parseInt(slider.value, 10)); });
    document.getElementById("kbf-prev").addEventListener("click", function () { show(parseInt(slider.value, 10) - 1); });
    document.getElementById("kbf-next").addEventListener("click", function () { show(parseInt(slider.value, 10) + 1); });
    const firstDrift = document.getElementById("kbf-first-drift");
    if (firstDrift) { firstDrift.addEventListener("click", function () { show(parseInt(firstDrift.dataset.frame, 10)); }); }
    document.addEventListener("keydown", function (e) {
      if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
        e.preventDefault();
        show(parseInt(slider.value, 10) + (e.key === "ArrowRight" ? 1 : -1));
      }
    });
    plot.addEventListener("click", function (e) {
      const box = plot.getBoundingClientRect(), vb = plot.viewBox.baseVal;
      const ux = (e.clientX - box.left) / box.width * vb.width;
      const ms = (ux - left) / (right - left) * duration;
      let best = 0;
      rows.forEach(function (r, k) { if (Math.abs(r[0] - ms) < Math.abs(rows[best][0] - ms)) { best = k; } });
      show(best);
    });
    window.addEventListener("hashchange", function () { show(fromHash(), true); });
    show(fromHash(), true);

    """
}
