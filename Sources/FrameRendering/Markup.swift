/// Text safe inside XML and HTML elements and attributes: the one escaper of SVG, HTML reports
/// and JUnit XML.
public func escapeMarkup(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
        switch ch {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default:
            // XML 1.0 allows no control characters but tab and newline, and no U+FFFE or U+FFFF;
            // no noncharacter belongs in a document.
            if (ch.value < 0x20 && ch != "\n" && ch != "\t") || ch.properties.isNoncharacterCodePoint {
                out += "?"
            } else {
                out.unicodeScalars.append(ch)
            }
        }
    }
    return out
}

/// A file or folder name as one segment of a relative link (HTML `href`, Markdown link): every
/// byte but the unreserved ones percent-encoded, so a name with `#`, `%`, `?` or a space links
/// to itself instead of to a fragment, a query or nowhere.
public func linkSegment(_ name: String) -> String {
    var out = ""
    for byte in name.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            out.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            out += (byte < 16 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
        }
    }
    return out
}

/// Text inside one cell of a Markdown table, a heading or an image's alt text: a `|` would end
/// the cell, a `]` the alt text, a backslash escape the next character, a newline the row, and
/// `<`, `>` or `&` start HTML that GitHub renders.
public func markdownCell(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
        switch ch {
        case "\\", "|", "[", "]": out += "\\"; out.unicodeScalars.append(ch)
        case "\n", "\r": out += " "
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "&": out += "&amp;"
        default: out.unicodeScalars.append(ch)
        }
    }
    return out
}


/// CommonMark's escapable characters: ASCII punctuation (`<`, `>` and `&` aside, which become entities).
private let markdownPunctuation = Set("!\"#$%'()*+,-./:;=?@[\\]^_`{|}~".unicodeScalars)

/// Text shown as written anywhere in Markdown (a pull-request comment's prose, a table cell, alt
/// text): every ASCII punctuation mark Markdown could read as syntax is backslash-escaped, `<`,
/// `>` and `&` become entities (HTML), newlines spaces. Stricter than `markdownCell`, which
/// escapes only what would break a cell.
public func markdownText(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
        switch ch {
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "&": out += "&amp;"
        case "\n", "\r": out += " "
        case _ where markdownPunctuation.contains(ch): out += "\\"; out.unicodeScalars.append(ch)
        default: out.unicodeScalars.append(ch)
        }
    }
    return out
}

/// A name shown as code: a code span (where nothing is read as Markdown or HTML), or escaped
/// text when the name holds what would end the span (a backtick, a line break).
public func markdownCode(_ s: String) -> String {
    s.isEmpty || s.contains("`") || s.contains(where: \.isNewline) ? markdownText(s) : "`\(s)`"
}
