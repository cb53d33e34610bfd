import Foundation

/// Every number KeyboardFilm writes for people or files goes through here, so the same value
/// reads the same in a trace, a caption, a report and a message.
public enum NumberFormat {
    /// At most `decimals` decimals, no trailing zeros, no negative zero: "12.5", "3", "0.0625".
    /// Non-finite values are "null" (as JSON has it).
    public static func trimmed(_ x: Double, decimals: Int = 4) -> String {
        guard x.isFinite else { return "null" }
        // Validated inputs stay far below this; anything else must not trap in the conversion.
        guard abs(x) < 1e14 else { return String(format: "%.0f", x) }
        var unit: UInt64 = 1
        for _ in 0..<decimals { unit *= 10 }
        let scaled = (x * Double(unit)).rounded()
        if scaled == 0 { return "0" }
        let magnitude = UInt64(abs(scaled))
        let whole = magnitude / unit, fraction = magnitude % unit
        var s = (scaled < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            s += "." + digits
        }
        return s
    }

    /// `x` as `trimmed(x, decimals:)` writes it, read back — computed, not parsed: the scaled
    /// integer over the power of ten is the double nearest the written decimal, as a parser's is.
    public static func rounded(_ x: Double, decimals: Int = 4) -> Double {
        guard x.isFinite, abs(x) < 1e14 else { return x }
        var unit = 1.0
        for _ in 0..<decimals { unit *= 10 }
        let scaled = (x * unit).rounded()
        return scaled == 0 ? 0 : scaled / unit
    }

    /// A number as it was given, for messages: "240", "200.5", "0.145189" (whole numbers without
    /// ".0", others in full, so a refused value reads as the file wrote it).
    public static func asGiven(_ x: Double) -> String {
        if x == x.rounded(), abs(x) < 1e15 { return String(Int(x)) }
        return String(x)
    }

    /// A length people read (drift, coverage) in points: one decimal, trimmed, as every verdict,
    /// summary, index and message says it ("104.8"); trace files keep four.
    public static func points(_ x: Double) -> String { trimmed(x, decimals: 1) }

    /// Exactly `decimals` decimals: "12.50".
    public static func fixed(_ x: Double, decimals: Int) -> String { String(format: "%.\(decimals)f", x) }

    /// Exactly `decimals` decimals with an explicit sign, and "0.0" (unsigned) for what rounds to zero.
    public static func signed(_ x: Double, decimals: Int) -> String {
        let body = fixed(abs(x), decimals: decimals)
        if body == fixed(0, decimals: decimals) { return body }
        return (x > 0 ? "+" : "-") + body
    }
}
