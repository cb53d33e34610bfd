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
            // XML 1.0 allows no control characters but tab and newline.
            if ch.value < 0x20 && ch != "\n" && ch != "\t" { out += "?" } else { out.unicodeScalars.append(ch) }
        }
    }
    return out
}
