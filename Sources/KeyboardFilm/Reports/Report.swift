import Foundation
import FrameRendering
import KeyboardSimulation

/// `report.html` (one self-contained page per storyboard) and `summary.md` (for code reviews).
public struct Report {
    public let film: Film
    public var storyboard: Storyboard { film.storyboard }
    public var trace: Trace { film.trace }
    public let formats: Set<OutputFormat>

    public init(film: Film, formats: Set<OutputFormat>) {
        self.film = film; self.formats = formats
    }

    static func escape(_ s: String) -> String { escapeMarkup(s) }

    static let style = """
    body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; }
    h1 { font-size: 22px; margin: 0 0 4px; } p.sub { color: #636366; margin: 0 0 16px; }
    table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
    th, td { padding: 3px 10px; border-bottom: 1px solid #e5e5ea; text-align: right; }
    th { background: #f2f2f7; position: sticky; top: 0; } td.l, th.l { text-align: left; }
    tr.drift td { background: #ffecea; } tr.rides td { color: #6e6e73; } .ok { color: #248a3d; } .bad { color: #d70015; font-weight: 600; }
    .strip { overflow-x: auto; border: 1px solid #e5e5ea; margin: 12px 0 20px; }
    pre { background: #f2f2f7; padding: 12px; overflow-x: auto; }
    dl { display: grid; grid-template-columns: max-content auto; gap: 2px 16px; } dt { color: #636366; }
    .scrub-row { display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap; }
    #kbf-frame { max-height: 560px; max-width: 100%; border: 1px solid #e5e5ea; } #kbf-plot { cursor: crosshair; max-width: 100%; height: auto; }
    #kbf-slider { width: min(720px, 90vw); vertical-align: middle; } .caption { font-variant-numeric: tabular-nums; }
    .caption.bad { color: #d70015; } tr.cur td { outline: 2px solid #ff2d55; }
    """

    var verdict: String {
        "<span class=\"\(trace.isClean ? "ok" : "bad")\">\(Self.escape(trace.verdict))</span>"
    }

    /// The page; the filmstrip SVG (with its plots) is inlined so the page needs no other file
    /// to show it. Other files are linked only when they were written.
    public func html(filmstripSVG: String) -> String {
        let sb = storyboard
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>\(Self.escape(sb.name)) — KeyboardFilm</title>\n<style>\n\(Self.style)</style>\n</head>\n<body>\n"
        out += "<h1>\(Self.escape(sb.name))</h1>\n<p class=\"sub\">\(Self.escape(sb.summary))</p>\n"
        out += "<dl>\n"
        for (k, v) in [("strategy", StrategyName(rawValue: trace.strategy).map { "\($0.rawValue) — \($0.summary)" } ?? trace.strategy), ("device", sb.device.name),
                       ("system", sb.system.rawValue), ("frames", "\(trace.frames.count) at \(trace.fps) fps, \(sb.scale)x")] {
            out += "<dt>\(k)</dt><dd>\(Self.escape(v))</dd>\n"
        }
        out += "<dt>result</dt><dd>\(verdict)</dd>\n</dl>\n"
        out += scrubberHTML()
        if !filmstripSVG.isEmpty {
            let inline = filmstripSVG.replacingOccurrences(of: "<svg ", with: "<svg style=\"max-width:none\" ")
            out += "<h2>Filmstrip</h2>\n<div class=\"strip\">\n\(inline)</div>\n"
        }
        var links: [String] = []
        for (format, title) in [(OutputFormat.apng, "animation"), (.svg, OutputFormat.svg.file), (.strip, OutputFormat.strip.file), (.trace, OutputFormat.trace.file)]
        where formats.contains(format) {
            links.append("<a href=\"\(format.file)\">\(title)</a>")
        }
        if formats.contains(.png) { links.append("<a href=\"\(OutputFormat.png.file)/\(frameFileName(0, count: trace.frames.count))\">first frame</a>") }
        if !links.isEmpty { out += "<p>Files: \(links.joined(separator: " · "))</p>\n" }
        if formats.contains(.apng) { out += "<h2>Animation</h2>\n<p><img src=\"\(OutputFormat.apng.file)\" alt=\"animation\" style=\"max-height:640px\"></p>\n" }
        out += "<h2>Frames</h2>\n<table id=\"kbf-table\">\n<thead><tr><th>frame</th><th>t (ms)</th><th class=\"l\">orientation</th><th>angle</th>"
        out += "<th>keyboard y</th><th>bar bottom</th><th>intended</th><th>drift (pt)</th><th class=\"l\">notifications</th></tr></thead>\n<tbody>\n"
        for f in trace.frames {
            out += "<tr\(f.isDrifting ? " class=\"drift\"" : f.attachment == .rides || f.attachment == .turning ? " class=\"rides\"" : "")><td>\(f.index)</td><td>\(Int((f.time * 1000).rounded()))</td>"
            out += "<td class=\"l\">\(f.orientation.rawValue)</td><td>\(TraceWriter.number(f.angle))</td>"
            out += "<td>\(TraceWriter.number(f.keyboard.minY))</td><td>\(TraceWriter.number(f.bar.maxY))</td>"
            out += "<td>\(TraceWriter.number(f.intendedBarBottom))</td><td>\(TraceWriter.number(f.drift))</td>"
            out += "<td class=\"l\">\(Self.escape(f.notifications.map(Captions.shortName).joined(separator: ", ")))</td></tr>\n"
        }
        out += "</tbody>\n</table>\n<h2>Storyboard</h2>\n<pre>\(Self.escape(storyboardText))</pre>\n</body>\n</html>\n"
        return out
    }

    /// The storyboard's JSON as it was read, or a note when it was built in code.
    var storyboardText: String { storyboard.sourceText ?? "(built in code: \(storyboard.source))" }

    /// One table row for a code review.
    func summaryRow(linkPrefix: String) -> String {
        let first = trace.firstDriftFrame.map(String.init) ?? "—"
        var images: [String] = []
        if formats.contains(.strip) { images.append("![strip](\(linkPrefix)\(OutputFormat.strip.file))") }
        if formats.contains(.apng) { images.append("[animation](\(linkPrefix)\(OutputFormat.apng.file))") }
        if formats.contains(.report) { images.append("[report](\(linkPrefix)\(OutputFormat.report.file))") }
        // The newest message's worst coverage and where it starts ("—" when no scroll view was filmed).
        let covered = trace.hasScrollView
            ? NumberFormat.points(trace.maxLastMessageCovered) + " pt" + (trace.firstCoveredFrame.map { " from frame \($0)" } ?? "")
            : "—"
        return "| \(markdownCell(storyboard.name)) | \(trace.strategy) | \(NumberFormat.points(trace.maxAbsDrift)) pt | \(first) | \(covered) | \(images.joined(separator: " ")) |"
    }

    static let summaryHeader = "| storyboard | strategy | max \\|drift\\| | first drifting frame | last message covered | images |\n|---|---|---:|---:|---:|---|"

    public func summaryMarkdown(linkPrefix: String) -> String {
        "# \(markdownCell(storyboard.name))\n\n\(markdownCell(storyboard.summary))\n\n\(Self.summaryHeader)\n\(summaryRow(linkPrefix: linkPrefix))\n"
    }

    static let indexSignatures = (markdown: "# KeyboardFilm summary\n", html: "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>KeyboardFilm</title>")

    /// Refuses (`RefusedDestination`) a `summary.md` or `index.html` in `folder` that KeyboardFilm did not write.
    public static func checkIndexReplaceable(in folder: URL) throws {
        try OutputDirectory.checkReplaceableFile(folder.appendingPathComponent(Storyboard.indexFiles.markdown), signature: indexSignatures.markdown)
        try OutputDirectory.checkReplaceableFile(folder.appendingPathComponent(Storyboard.indexFiles.html), signature: indexSignatures.html)
    }

    /// Writes `summary.md` and `index.html` into `folder`, each replaced atomically (call
    /// `checkIndexReplaceable` before any work).
    public static func writeIndex(_ reports: [Report], in folder: URL) throws {
        let index = index(reports)
        try Data(index.markdown.utf8).write(to: folder.appendingPathComponent(Storyboard.indexFiles.markdown), options: .atomic)
        try Data(index.html.utf8).write(to: folder.appendingPathComponent(Storyboard.indexFiles.html), options: .atomic)
    }

    /// `summary.md` and `index.html` for several storyboards rendered together.
    public static func index(_ reports: [Report]) -> (markdown: String, html: String) {
        var md = indexSignatures.markdown + "\n\(summaryHeader)\n"
        for r in reports { md += r.summaryRow(linkPrefix: linkSegment(r.storyboard.name) + "/") + "\n" }
        var html = indexSignatures.html + "\n<style>\n\(style)</style>\n</head>\n<body>\n"
        html += "<h1>KeyboardFilm</h1>\n<table>\n<thead><tr><th class=\"l\">storyboard</th><th class=\"l\">strategy</th><th>max |drift| (pt)</th><th>first drifting frame</th><th>last message covered (pt)</th></tr></thead>\n<tbody>\n"
        for r in reports {
            let name = escape(r.storyboard.name)
            let link = r.formats.contains(.report) ? "<a href=\"\(linkSegment(r.storyboard.name))/\(OutputFormat.report.file)\">\(name)</a>" : name
            html += "<tr\(r.trace.isClean ? "" : " class=\"drift\"")><td class=\"l\">\(link)</td><td class=\"l\">\(escape(r.trace.strategy))</td>"
            html += "<td>\(NumberFormat.points(r.trace.maxAbsDrift))</td><td>\(r.trace.firstDriftFrame.map(String.init) ?? "—")</td>"
            html += "<td>\(r.trace.hasScrollView ? NumberFormat.points(r.trace.maxLastMessageCovered) : "—")</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</body>\n</html>\n"
        return (md, html)
    }
}
