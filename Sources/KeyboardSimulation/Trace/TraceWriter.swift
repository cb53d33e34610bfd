import Foundation

/// Writes a trace as stable text: fixed key order and at most four decimals (0.0001 pt is far
/// below a pixel), so the same storyboard always gives the same bytes.
public enum TraceWriter {
    /// Formats a number with up to four decimals, no trailing zeros, no negative zero.
    public static func number(_ x: Double) -> String { NumberFormat.trimmed(x, decimals: 4) }

    /// `x` as `trace.json` holds it (four decimals), so what a verdict or summary counts is what
    /// the file says.
    static func written(_ x: Double) -> Double { NumberFormat.rounded(x, decimals: 4) }

    /// The trace with every number as written: frames whose written drift is −0.5 do not count
    /// as drifting because the unrounded value was −0.50004. The time stays k / fps exactly: it
    /// is the frame's definition.
    public static func roundedAsWritten(_ trace: Trace) -> Trace {
        var t = trace
        for i in t.frames.indices {
            for field in TraceField.numbers {
                if case .number(let x)? = field.value(in: t.frames[i]) { field.store(.number(written(x)), in: &t.frames[i]) }
            }
        }
        return t
    }

    /// `s` as a JSON string literal, quotes included.
    public static func jsonLiteral(_ s: String) -> String { string(s) }

    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// The trace as JSON (the reference's Trace article), one frame per line group, with the canvas its
    /// frames were (or would be) rendered on: scale, size and screen origin.
    public static func json(_ trace: Trace, canvas: Canvas) -> String {
        var out = "{\n"
        out += "  \"name\": \(string(trace.name)), \"device\": \(string(trace.device)), "
        out += "\"system\": \"\(trace.system.rawValue)\", \"strategy\": \(string(trace.strategy)),\n"
        out += "  \"fps\": \(trace.fps), \"scale\": \(canvas.scale),\n"
        out += "  \"canvas\": { \"width\": \(canvas.width), \"height\": \(canvas.height) }, "
        out += "\"screenOrigin\": { \"x\": \(canvas.originX), \"y\": \(canvas.originY) },\n"
        out += "  \"frames\": [\n"
        for (i, f) in trace.frames.enumerated() {
            out += "    { \"index\": \(f.index), \"time\": \(number(f.time)),\n"
            out += lines(of: f).map { "      " + members($0).joined(separator: ", ") }.joined(separator: ",\n") + " }"
            out += i == trace.frames.count - 1 ? "\n" : ",\n"
        }
        out += "  ],\n"
        let first = trace.firstDriftFrame.map(String.init) ?? "null"
        out += "  \"summary\": { \"maxAbsDrift\": \(number(trace.maxAbsDrift)), \"driftFrames\": \(trace.driftFrames), "
        out += "\"firstDriftFrame\": \(first)"
        // Frames that are off the line without a fault (§7's classes): riding the keyboard's animation, turning.
        out += ", \"ridingFrames\": \(trace.ridingFrames), \"turningFrames\": \(trace.turningFrames)"
        if trace.hasScrollView {
            let covered = trace.firstCoveredFrame.map(String.init) ?? "null"
            out += ", \"maxLastMessageCovered\": \(number(trace.maxLastMessageCovered)), "
            out += "\"coveredFrames\": \(trace.coveredFrames), \"firstCoveredFrame\": \(covered)"
        }
        out += ", \"verdict\": \(string(trace.verdict)) }\n"
        out += "}\n"
        return out
    }

    /// A frame's fields as `trace.json` lays them out: the lines, each with its fields' paths
    /// and values as JSON text; fields the frame leaves out are not there, nor are empty lines.
    private static func lines(of frame: TraceFrame) -> [[(path: ArraySlice<String>, json: String)]] {
        var lines: [[(path: ArraySlice<String>, json: String)]] = []
        for field in TraceField.all {
            if field.startsLine || lines.isEmpty { lines.append([]) }
            if let value = field.value(in: frame) { lines[lines.count - 1].append((field.path[...], json(value))) }
        }
        return lines.filter { !$0.isEmpty }
    }

    /// `"key": value` members, with neighbours that share a first key gathered into one object:
    /// `bar.x`, `bar.y` … become `"bar": { "x": …, "y": … }`.
    private static func members(_ fields: [(path: ArraySlice<String>, json: String)]) -> [String] {
        var out: [String] = []
        var i = fields.startIndex
        while i < fields.endIndex {
            let key = fields[i].path.first!
            guard fields[i].path.count > 1 else {
                out.append(string(key) + ": " + fields[i].json)
                i += 1
                continue
            }
            var inner: [(path: ArraySlice<String>, json: String)] = []
            while i < fields.endIndex, fields[i].path.count > 1, fields[i].path.first == key {
                inner.append((fields[i].path.dropFirst(), fields[i].json))
                i += 1
            }
            out.append(string(key) + ": { " + members(inner).joined(separator: ", ") + " }")
        }
        return out
    }

    private static func json(_ value: TraceField.Value) -> String {
        switch value {
        case .number(let x): number(x)
        case .word(let w): string(w)
        case .flag: "true"
        case .words(let w): "[" + w.map(string).joined(separator: ", ") + "]"
        }
    }

    /// The trace as CSV: one row per frame, a column per field that has one (`TraceField.csvColumn`);
    /// notifications joined by `|`; the scroll view's columns are empty when the film watched none.
    public static func csv(_ trace: Trace) -> String {
        let fields = TraceField.all.filter { $0.csvColumn != nil }
        var out = (["index", "time"] + fields.map { $0.csvColumn! }).joined(separator: ",") + "\n"
        for f in trace.frames {
            let cells = fields.map { $0.value(in: f)?.text(joining: "|") ?? "" }
            out += (["\(f.index)", number(f.time)] + cells).joined(separator: ",") + "\n"
        }
        return out
    }
}
