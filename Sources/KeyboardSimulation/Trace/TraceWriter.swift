import Foundation

/// Writes a trace as stable text: fixed key order and at most four decimals (0.0001 pt is far
/// below a pixel), so the same storyboard always gives the same bytes.
public enum TraceWriter {
    /// Formats a number with up to four decimals, no trailing zeros, no negative zero.
    public static func number(_ x: Double) -> String { NumberFormat.trimmed(x, decimals: 4) }

    /// `x` as `trace.json` holds it (four decimals), so what a verdict or summary counts is what
    /// the file says.
    static func written(_ x: Double) -> Double { Double(number(x)) ?? x }

    /// The trace with every number as written: frames whose written drift is −0.5 do not count
    /// as drifting because the unrounded value was −0.50004.
    public static func roundedAsWritten(_ trace: Trace) -> Trace {
        func w(_ x: CGFloat) -> CGFloat { CGFloat(written(Double(x))) }
        func w(_ r: CGRect) -> CGRect { CGRect(x: w(r.minX), y: w(r.minY), width: w(r.width), height: w(r.height)) }
        var t = trace
        t.frames = trace.frames.map { f in
            var g = f
            g.angle = written(f.angle) // the time stays k / fps exactly: it is the frame's definition
            g.interfaceSize = CGSize(width: w(f.interfaceSize.width), height: w(f.interfaceSize.height))
            g.view = w(f.view); g.keyboard = w(f.keyboard); g.bar = w(f.bar)
            g.safeArea = UIEdgeInsets(top: w(f.safeArea.top), left: w(f.safeArea.left), bottom: w(f.safeArea.bottom), right: w(f.safeArea.right))
            g.restBottom = written(f.restBottom); g.intendedBarBottom = written(f.intendedBarBottom); g.drift = written(f.drift)
            g.keyboardAccessoryHeight = written(f.keyboardAccessoryHeight); g.alertOpacity = written(f.alertOpacity)
            if let v = f.scrollView {
                g.scrollView = ScrollViewSample(
                    frame: w(v.frame), contentInsetBottom: written(v.contentInsetBottom), indicatorInsetBottom: written(v.indicatorInsetBottom),
                    adjustedInsetBottom: written(v.adjustedInsetBottom), contentOffsetY: written(v.contentOffsetY),
                    contentHeight: written(v.contentHeight), lastMessageCovered: written(v.lastMessageCovered))
            }
            return g
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

    static func rect(_ r: CGRect) -> String {
        "{ \"x\": \(number(r.minX)), \"y\": \(number(r.minY)), \"width\": \(number(r.width)), \"height\": \(number(r.height)) }"
    }

    /// The trace as JSON (the README's "Trace"), one frame per line group, with the canvas its
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
            out += "      \"interface\": { \"orientation\": \"\(f.orientation.rawValue)\", \"angle\": \(number(f.angle)), "
            out += "\"width\": \(number(f.interfaceSize.width)), \"height\": \(number(f.interfaceSize.height)) },\n"
            out += "      \"view\": \(rect(f.view)),\n"
            out += "      \"keyboard\": \(rect(f.keyboard)), \"keyboardMode\": \"\(f.keyboardMode.rawValue)\", "
            out += "\"keyboardAccessoryHeight\": \(number(f.keyboardAccessoryHeight)), \"alertOpacity\": \(number(f.alertOpacity)),"
            // Written only when true: traces of a plain software keyboard read as they always have.
            out += (f.keyboardCustom ? " \"keyboardCustom\": true," : "") + (f.hardwareKeyboard ? " \"hardwareKeyboard\": true," : "") + "\n"
            out += "      \"bar\": \(rect(f.bar)),\(f.barAbsence.map { " \"barAbsent\": \"\($0.rawValue)\"," } ?? "")\n"
            out += "      \"intendedBarBottom\": \(number(f.intendedBarBottom)), \"drift\": \(number(f.drift)), "
            out += "\"restBottom\": \(number(f.restBottom)),\n"
            let s = f.safeArea
            out += "      \"safeArea\": { \"top\": \(number(s.top)), \"left\": \(number(s.left)), "
            out += "\"bottom\": \(number(s.bottom)), \"right\": \(number(s.right)) },\n"
            if let v = f.scrollView {
                out += "      \"scrollView\": { \"frame\": \(rect(v.frame)), \"contentInsetBottom\": \(number(v.contentInsetBottom)), "
                out += "\"indicatorInsetBottom\": \(number(v.indicatorInsetBottom)), \"adjustedInsetBottom\": \(number(v.adjustedInsetBottom)), "
                out += "\"contentOffsetY\": \(number(v.contentOffsetY)), \"contentHeight\": \(number(v.contentHeight)) }, "
                out += "\"lastMessageCovered\": \(number(v.lastMessageCovered)),\n"
            }
            out += "      \"notifications\": [\(f.notifications.map(string).joined(separator: ", "))] }"
            out += i == trace.frames.count - 1 ? "\n" : ",\n"
        }
        out += "  ],\n"
        let first = trace.firstDriftFrame.map(String.init) ?? "null"
        out += "  \"summary\": { \"maxAbsDrift\": \(number(trace.maxAbsDrift)), \"driftFrames\": \(trace.driftFrames), "
        out += "\"firstDriftFrame\": \(first)"
        if trace.hasScrollView {
            let covered = trace.firstCoveredFrame.map(String.init) ?? "null"
            out += ", \"maxLastMessageCovered\": \(number(trace.maxLastMessageCovered)), "
            out += "\"coveredFrames\": \(trace.coveredFrames), \"firstCoveredFrame\": \(covered)"
        }
        out += " }\n"
        out += "}\n"
        return out
    }

    /// The trace as CSV: one row per frame; notifications joined by `|`; the scroll view's
    /// columns are empty when the film watched none.
    public static func csv(_ trace: Trace) -> String {
        var out = "index,time,orientation,angle,interfaceWidth,interfaceHeight,keyboardX,keyboardY,keyboardWidth,keyboardHeight,"
        out += "barX,barY,barWidth,barHeight,intendedBarBottom,drift,notifications,"
        out += "scrollViewY,scrollViewHeight,contentInsetBottom,indicatorInsetBottom,contentOffsetY,contentHeight,lastMessageCovered\n"
        for f in trace.frames {
            var row = "\(f.index),\(number(f.time)),\(f.orientation.rawValue),\(number(f.angle)),"
            row += [f.interfaceSize.width, f.interfaceSize.height,
                    f.keyboard.minX, f.keyboard.minY, f.keyboard.width, f.keyboard.height,
                    f.bar.minX, f.bar.minY, f.bar.width, f.bar.height, f.intendedBarBottom, f.drift].map(number).joined(separator: ",")
            row += "," + f.notifications.joined(separator: "|") + ","
            if let v = f.scrollView {
                row += [v.frame.minY, v.frame.height, v.contentInsetBottom, v.indicatorInsetBottom, v.contentOffsetY,
                        v.contentHeight, v.lastMessageCovered].map(number).joined(separator: ",")
            } else {
                row += ",,,,,,"
            }
            row += "\n"
            out += row
        }
        return out
    }
}
