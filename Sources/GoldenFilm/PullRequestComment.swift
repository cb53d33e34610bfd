import Foundation
import FrameRendering

/// The one pull-request comment a CI run keeps up to date (`kbfilm comment`): a headline, a
/// table of the films that did not pass, and per changed film a folded section with its
/// animated expected | diff | actual image, its verdict and its first changed frames. A hidden
/// marker names the comment, so the next run edits it instead of posting another.
public struct PullRequestComment: Sendable {
    /// The first line of every comment this tool writes; how a later run finds it.
    public static let marker = "<!-- kbfilm-comment -->"
    /// GitHub refuses a comment body over 65,536 characters; the sections stop well before.
    public static let limit = 60_000
    /// What each film's section links: `<film>/diff-animation.png` under the image base.
    public static let imageFile = ArtifactFile.animation

    public let summary: VerificationSummary
    /// Where the images are published (a URL the comment's readers can open), or nil for none.
    public let imageBase: String?
    /// The films whose animated diff exists (in the artifacts folder), by name.
    public let filmsWithImages: Set<String>
    /// The commit the run verified (shown so a reader sees the comment is current), if known.
    public let commit: String?

    public init(summary: VerificationSummary, imageBase: String?, filmsWithImages: Set<String>, commit: String?) {
        self.summary = summary; self.imageBase = imageBase; self.filmsWithImages = filmsWithImages; self.commit = commit
    }

    public var passed: Bool { summary.passed.count == summary.entries.count && summary.suite?.stopped == nil }

    public var markdown: String {
        let failing = summary.changed + summary.missing + summary.orphans
        let films = summary.entries.filter { $0.outcome != .orphan }.count
        var md = Self.marker + "\n"
        if let stopped = summary.suite?.stopped {
            md += "## ⛔ KeyboardFilm: verification stopped on bad input\n\n" + markdownText(String(stopped.prefix(400))) + "\n\n"
        } else if failing.isEmpty {
            md += "## ✅ KeyboardFilm: all \(films) films match their goldens\n\n"
        } else {
            md += "## ❌ KeyboardFilm: \(failing.count) of \(films) films did not pass\n\n"
            md += "| film | verdict | first differing frame | first drifting frame |\n|---|---|---:|---:|\n"
            for e in failing {
                md += "| \(markdownText(e.name)) | \(e.outcome.rawValue) | \(e.firstDifferingFrame.map(String.init) ?? "–") | "
                    + "\(e.firstDriftingFrame.map(String.init) ?? "–") |\n"
            }
            md += "\n"
            var shown = 0
            for e in failing where e.outcome != .orphan {
                let section = self.section(e)
                if md.utf8.count + section.utf8.count > Self.limit - 400 { break }
                md += section
                shown += 1
            }
            let sections = failing.filter { $0.outcome != .orphan }.count
            if shown < sections { md += "…and \(sections - shown) more changed films: see the job's artifacts.\n\n" }
        }
        if let commit { md += "<sub>Verified at \(markdownText(commit)) by kbfilm.</sub>\n" }
        return md
    }

    /// A folded section: its summary line is HTML (GitHub shows it as written), its body Markdown.
    func section(_ e: VerificationSummary.Entry) -> String {
        var s = "<details><summary><b>\(escapeMarkup(e.name))</b>: \(escapeMarkup(e.outcome.rawValue))</summary>\n\n"
        if let base = imageBase, filmsWithImages.contains(e.name) {
            let url = base + "/" + linkSegment(e.name) + "/" + Self.imageFile
            s += "![expected | diff | actual of \(markdownText(e.name))](\(url))\n\n"
        }
        if !e.reason.isEmpty { s += markdownText(String(e.reason.prefix(400))) + "\n\n" }
        var frames: [String] = []
        if let f = e.firstDifferingFrame { frames.append("first differing frame \(f)") }
        if let f = e.firstDriftingFrame { frames.append("first drifting frame \(f)") }
        if let f = e.firstCoveredFrame { frames.append("first frame covering the last message \(f)") }
        if !frames.isEmpty { s += frames.joined(separator: " · ") + "\n\n" }
        if e.outcome == .missing { s += "Record it: `KBFILM_RECORD=missing kbfilm record …`, or add the label `kbfilm-record`.\n\n" }
        return s + "</details>\n\n"
    }
}
