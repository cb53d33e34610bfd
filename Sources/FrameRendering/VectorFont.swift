/// The project's own single-stroke font: digits, Latin letters and punctuation drawn as
/// polylines, so captions and key labels need no system fonts and render the same in PNG and SVG.
///
/// Glyphs live on a grid where the cap height is 6 units (baseline y = 6, x-height y = 2,
/// descenders to y = 8). A font size `s` maps 6 units to 0.7·s.
public enum VectorFont {
    struct Glyph {
        var advance: Double
        var strokes: [[Point2]]
    }

    /// Strokes as "x,y x,y; x,y x,y", advance in units (glyph width + spacing).
    private static let source: [Character: (Double, String)] = [
        "A": (5.5, "0,6 2,0 4,6; 0.7,4 3.3,4"),
        "B": (5.5, "0,3 3,3 4,4 4,5 3,6 0,6 0,0 3,0 4,1 4,2 3,3"),
        "C": (5.5, "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5"),
        "D": (5.5, "0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0"),
        "E": (5.5, "4,0 0,0 0,6 4,6; 0,3 3,3"),
        "F": (5.5, "4,0 0,0 0,6; 0,3 3,3"),
        "G": (5.5, "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2.2,3.5"),
        "H": (5.5, "0,0 0,6; 4,0 4,6; 0,3 4,3"),
        "I": (3.5, "0,0 2,0; 1,0 1,6; 0,6 2,6"),
        "J": (5.5, "4,0 4,5 3,6 1,6 0,5"),
        "K": (5.5, "0,0 0,6; 4,0 0,4; 1.4,3 4,6"),
        "L": (5, "0,0 0,6 3.6,6"),
        "M": (6, "0,6 0,0 2.25,3.5 4.5,0 4.5,6"),
        "N": (5.5, "0,6 0,0 4,6 4,0"),
        "O": (5.5, "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0"),
        "P": (5.5, "0,6 0,0 3,0 4,1 4,2 3,3 0,3"),
        "Q": (5.5, "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0; 2.5,4.5 4,6.3"),
        "R": (5.5, "0,6 0,0 3,0 4,1 4,2 3,3 0,3; 2,3 4,6"),
        "S": (5.5, "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5"),
        "T": (5.5, "0,0 4,0; 2,0 2,6"),
        "U": (5.5, "0,0 0,5 1,6 3,6 4,5 4,0"),
        "V": (5.5, "0,0 2,6 4,0"),
        "W": (6.5, "0,0 1.25,6 2.5,2 3.75,6 5,0"),
        "X": (5.5, "0,0 4,6; 4,0 0,6"),
        "Y": (5.5, "0,0 2,3 4,0; 2,3 2,6"),
        "Z": (5.5, "0,0 4,0 0,6 4,6"),
        "a": (5, "3.5,2 3.5,6; 3.5,3 2.6,2 1,2 0,3 0,5 1,6 2.6,6 3.5,5"),
        "b": (5, "0,0 0,6; 0,3 0.9,2 2.5,2 3.5,3 3.5,5 2.5,6 0.9,6 0,5"),
        "c": (4.8, "3.4,2.8 2.5,2 1,2 0,3 0,5 1,6 2.5,6 3.4,5.2"),
        "d": (5, "3.5,0 3.5,6; 3.5,3 2.6,2 1,2 0,3 0,5 1,6 2.6,6 3.5,5"),
        "e": (5, "0,4 3.5,4 3.5,3 2.5,2 1,2 0,3 0,5 1,6 2.5,6 3.4,5.3"),
        "f": (3.6, "2.8,0.2 2.2,0 1.6,0 0.8,0.8 0.8,6; 0,2.3 2.5,2.3"),
        "g": (5, "3.5,2 3.5,7 2.5,8 1,8 0.2,7.4; 3.5,3 2.6,2 1,2 0,3 0,4.8 1,5.8 2.6,5.8 3.5,4.8"),
        "h": (5, "0,0 0,6; 0,3 0.9,2 2.5,2 3.5,3 3.5,6"),
        "i": (2, "0.5,2 0.5,6; 0.5,0.5 0.5,0.9"),
        "j": (2.8, "1.3,2 1.3,7 0.5,8 0,8; 1.3,0.5 1.3,0.9"),
        "k": (4.8, "0,0 0,6; 3.3,2 0,4.6; 1.4,3.6 3.5,6"),
        "l": (2.6, "0.5,0 0.5,5 1.3,6"),
        "m": (7, "0,6 0,2; 0,3 0.8,2 2,2 2.8,3 2.8,6; 2.8,3 3.6,2 4.8,2 5.6,3 5.6,6"),
        "n": (5, "0,6 0,2; 0,3 0.9,2 2.5,2 3.5,3 3.5,6"),
        "o": (5, "1,2 2.5,2 3.5,3 3.5,5 2.5,6 1,6 0,5 0,3 1,2"),
        "p": (5, "0,2 0,8; 0,3 0.9,2 2.5,2 3.5,3 3.5,5 2.5,6 0.9,6 0,5"),
        "q": (5, "3.5,2 3.5,8; 3.5,3 2.6,2 1,2 0,3 0,5 1,6 2.6,6 3.5,5"),
        "r": (3.8, "0,2 0,6; 0,3.4 1.3,2 2.4,2 3,2.4"),
        "s": (4.6, "3.3,2.7 2.5,2 1,2 0.1,2.7 0.1,3.4 1,4 2.5,4 3.4,4.6 3.4,5.3 2.5,6 1,6 0,5.3"),
        "t": (3.6, "1,0.6 1,5.2 1.8,6 2.8,6; 0,2 2.8,2"),
        "u": (5, "0,2 0,5 1,6 2.6,6 3.5,5; 3.5,2 3.5,6"),
        "v": (4.8, "0,2 1.8,6 3.6,2"),
        "w": (6.4, "0,2 1.2,6 2.5,3 3.8,6 5,2"),
        "x": (4.6, "0,2 3.4,6; 3.4,2 0,6"),
        "y": (4.8, "0,2 1.8,6; 3.6,2 1.2,8 0.3,8"),
        "z": (4.6, "0,2 3.4,2 0,6 3.4,6"),
        "0": (5.5, "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0"),
        "1": (5.5, "0.8,1.2 2.4,0 2.4,6; 0.8,6 4,6"),
        "2": (5.5, "0,1 1,0 3,0 4,1 4,2.2 0,6 4,6"),
        "3": (5.5, "0,1 1,0 3,0 4,1 4,2 3,3 1.5,3; 3,3 4,4 4,5 3,6 1,6 0,5"),
        "4": (5.5, "3,6 3,0 0,4.2 4.2,4.2"),
        "5": (5.5, "4,0 0.3,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5"),
        "6": (5.5, "3.6,0.3 3,0 1.5,0 0,1.5 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4"),
        "7": (5.5, "0,0 4,0 1.5,6"),
        "8": (5.5, "1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3"),
        "9": (5.5, "4,2 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4.5 2.5,6 0.5,6"),
        " ": (3, ""),
        ".": (2, "0.5,5.6 0.5,6"),
        ",": (2, "0.7,5.6 0.7,6 0.2,7"),
        ":": (2, "0.5,2.2 0.5,2.6; 0.5,5.6 0.5,6"),
        ";": (2, "0.7,2.2 0.7,2.6; 0.7,5.6 0.7,6 0.2,7"),
        "!": (2, "0.5,0 0.5,4.2; 0.5,5.6 0.5,6"),
        "?": (5.5, "0,1 1,0 3,0 4,1 4,2 2,3.5 2,4.3; 2,5.6 2,6"),
        "'": (2, "0.5,0 0.5,1.6"),
        "\"": (2.8, "0,0 0,1.6; 1.3,0 1.3,1.6"),
        "-": (4.5, "0.3,3.5 3.2,3.5"),
        "–": (5.5, "0,3.5 4,3.5"),
        "+": (5.5, "0,3.5 4,3.5; 2,1.5 2,5.5"),
        "=": (5.5, "0,2.6 4,2.6; 0,4.4 4,4.4"),
        "/": (4, "0,6.5 3,-0.5"),
        "\\": (4, "0,-0.5 3,6.5"),
        "(": (2.8, "1.5,-0.5 0.3,1 0,3 0.3,5 1.5,6.5"),
        ")": (2.8, "0,-0.5 1.2,1 1.5,3 1.2,5 0,6.5"),
        "[": (2.8, "1.5,-0.5 0,-0.5 0,6.5 1.5,6.5"),
        "]": (2.8, "0,-0.5 1.5,-0.5 1.5,6.5 0,6.5"),
        "<": (5, "3.5,1.5 0.3,3.5 3.5,5.5"),
        ">": (5, "0.3,1.5 3.5,3.5 0.3,5.5"),
        "|": (2, "0.5,-0.5 0.5,7"),
        "_": (5.5, "0,7 4,7"),
        "*": (5, "1.8,1 1.8,5; 0.2,2 3.4,4; 3.4,2 0.2,4"),
        "#": (5.5, "1.3,0.5 0.8,5.5; 3.2,0.5 2.7,5.5; 0,2 4,2; 0,4 4,4"),
        "%": (5.5, "0,6 4,0; 0.4,0.4 1.4,0.4 1.4,1.4 0.4,1.4 0.4,0.4; 2.6,4.6 3.6,4.6 3.6,5.6 2.6,5.6 2.6,4.6"),
        "&": (5.5, "4,6 0.6,2 0.6,0.8 1.4,0 2.4,0 3,0.8 3,1.6 0,4 0,5 1,6 2.4,6 4,4"),
        "@": (6.5, "3.5,4.2 2.4,4.2 1.8,3.5 1.8,2.6 2.4,2 3.5,2 3.5,4 4,4.5 4.6,4 5,3 5,1.5 3.7,0.2 1.4,0.2 0,1.6 0,4.6 1.4,6 4,6"),
        "·": (2, "0.5,3.3 0.5,3.6"),
        "°": (3, "0.4,0 1.4,0 1.4,1 0.4,1 0.4,0"),
        "×": (5.5, "0.6,2 3.4,5; 3.4,2 0.6,5"),
        "→": (6, "0,3.5 4.6,3.5; 3,2 4.6,3.5 3,5"),
        "←": (6, "4.6,3.5 0,3.5; 1.6,2 0,3.5 1.6,5"),
        "`": (3, "0.6,0 1.6,1.2"),
        "″": (3.5, "0.8,0 0.5,1.8; 2.2,0 1.9,1.8"),
        "↑": (5, "1.8,6 1.8,1; 0.3,2.5 1.8,1 3.3,2.5"),
        "↓": (5, "1.8,1 1.8,6; 0.3,4.5 1.8,6 3.3,4.5"),
        "≤": (5, "3.5,1 0.3,3 3.5,5; 0.3,6 3.5,6"),
        "≥": (5, "0.3,1 3.5,3 0.3,5; 0.3,6 3.5,6"),
        "±": (5.5, "0,3 4,3; 2,1 2,5; 0,6 4,6"),
        "≈": (5.5, "0,3 1,2.4 2,3 3,3.6 4,3; 0,4.8 1,4.2 2,4.8 3,5.4 4,4.8"),
        "…": (5.5, "0.5,5.6 0.5,6; 2,5.6 2,6; 3.5,5.6 3.5,6"),
        "Δ": (5.5, "0,6 2,0 4,6 0,6"),
    ]

    private static let glyphs: [Character: Glyph] = {
        var out: [Character: Glyph] = [:]
        for (ch, (advance, spec)) in source {
            let strokes = spec.split(separator: ";").map { stroke in
                stroke.split(separator: " ").map { pair -> Point2 in
                    let xy = pair.split(separator: ",")
                    return Point2(Double(xy[0])!, Double(xy[1])!)
                }
            }.filter { !$0.isEmpty }
            out[ch] = Glyph(advance: advance, strokes: strokes)
        }
        return out
    }()

    /// Drawn for characters the font lacks: an empty box, so a gap never hides a missing glyph.
    private static let missing = Glyph(advance: 5.5, strokes: [[Point2(0, 0), Point2(4, 0), Point2(4, 6), Point2(0, 6), Point2(0, 0)]])

    /// Every character the font draws.
    public static var characters: Set<Character> { Set(glyphs.keys) }

    static func glyph(_ c: Character) -> Glyph { glyphs[c] ?? missing }

    /// Units per font-size point.
    static func unit(_ size: Double) -> Double { 0.7 * size / 6 }

    /// The width of `string` at `size`, in the same units as `size`.
    public static func width(of string: String, size: Double) -> Double {
        let u = unit(size)
        let advances = string.reduce(0.0) { $0 + glyph($1).advance }
        // The last glyph's trailing spacing (≈1.5 units) is not ink.
        return max(0, advances - (string.isEmpty ? 0 : 1.5)) * u
    }

    /// The text's strokes as one open path (to be stroked with width `size × weight`).
    public static func path(for text: Text) -> Path {
        let u = unit(text.size)
        var x = text.origin.x
        switch text.alignment {
        case .leading: break
        case .center: x -= width(of: text.string, size: text.size) / 2
        case .trailing: x -= width(of: text.string, size: text.size)
        }
        let top = text.origin.y - 6 * u
        var path = Path()
        for ch in text.string {
            let g = glyph(ch)
            for stroke in g.strokes {
                // A one-point "dot" stroke becomes a tiny segment so round caps draw it.
                let pts = stroke.count == 1 ? [stroke[0], Point2(stroke[0].x, stroke[0].y + 0.01)] : stroke
                path.move(x + pts[0].x * u, top + pts[0].y * u)
                for p in pts.dropFirst() { path.line(x + p.x * u, top + p.y * u) }
            }
            x += g.advance * u
        }
        return path
    }
}

extension Text {
    /// Text that fits `maxWidth`: drawn at `size` when it fits, else smaller (not below
    /// `minSize`), else cut at the end with "…", so no label runs off its image or into another.
    public static func fitted(_ string: String, at origin: Point2, maxWidth: Double, size: Double, minSize: Double,
                              color: Color, alignment: TextAlignment = .leading, weight: Double = 0.085) -> Text {
        let natural = VectorFont.width(of: string, size: size)
        if natural <= maxWidth { return Text(string, at: origin, size: size, color: color, alignment: alignment, weight: weight) }
        let shrunk = size * maxWidth / max(natural, 1e-9)
        if shrunk >= minSize { return Text(string, at: origin, size: shrunk, color: color, alignment: alignment, weight: weight) }
        // The longest start that fits with "…", its advances summed as it grows (in the order
        // `width(of:)` adds them) and no further: removing a character at a time and measuring
        // the rest again cost a long line its length squared.
        let u = VectorFont.unit(minSize), ellipsis = VectorFont.glyph("…").advance
        var sum = 0.0, end = string.startIndex
        for i in string.indices {
            let next = sum + VectorFont.glyph(string[i]).advance
            if max(0, next + ellipsis - 1.5) * u > maxWidth { break }
            sum = next
            end = string.index(after: i)
        }
        let cut = string[..<end]
        return Text(cut.isEmpty ? "" : cut + "…", at: origin, size: minSize, color: color, alignment: alignment, weight: weight)
    }
}

extension VectorFont {
    /// `string` broken at spaces into lines no wider than `width` at `size`, at most `maxLines`;
    /// the last line kept is cut with "…" when words remain. A word wider than `width` alone
    /// takes a line of its own.
    public static func wrap(_ string: String, width: Double, size: Double, maxLines: Int) -> [String] {
        var lines: [String] = [], current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || self.width(of: candidate, size: size) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        var last = lines[maxLines - 1]
        while !last.isEmpty && self.width(of: last + " …", size: size) > width { last.removeLast() }
        return Array(lines.prefix(maxLines - 1)) + [last + " …"]
    }
}
