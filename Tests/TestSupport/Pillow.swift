import Foundation

/// Decodes PNG files with Pillow (an independent decoder) and returns, per file, its size and
/// the RGB values of one pixel column.
public func pillowColumns(_ files: [URL], column: Int) throws -> [(width: Int, height: Int, column: [(Int, Int, Int)])] {
    let script = """
    import sys
    from PIL import Image
    x = int(sys.argv[1])
    for path in sys.argv[2:]:
        im = Image.open(path)
        im.load()
        rgb = im.convert("RGB")
        col = [rgb.getpixel((x, y)) for y in range(rgb.height)]
        print(rgb.width, rgb.height, " ".join("%d,%d,%d" % c for c in col))
    """
    let r = try runTool("python3", ["-c", script, String(column)] + files.map(\.path))
    guard r.status == 0 else { throw ToolFailure(message: "Pillow failed (pip install pillow): \(r.stderr)") }
    return r.stdout.split(separator: "\n").map { line in
        let parts = line.split(separator: " ")
        let col = parts.dropFirst(2).map { p -> (Int, Int, Int) in
            let c = p.split(separator: ",").map { Int($0)! }
            return (c[0], c[1], c[2])
        }
        return (Int(parts[0])!, Int(parts[1])!, col)
    }
}

/// Decodes one PNG with Pillow and returns the RGB values at `points` (x, y), in order.
public func pillowPixels(_ file: URL, _ points: [(Int, Int)]) throws -> [(Int, Int, Int)] {
    let script = """
    import sys
    from PIL import Image
    rgb = Image.open(sys.argv[1]).convert("RGB")
    for pair in sys.stdin.read().split():
        x, y = map(int, pair.split(","))
        print("%d %d %d" % rgb.getpixel((x, y)))
    """
    let input = points.map { "\($0.0),\($0.1)" }.joined(separator: " ")
    let r = try runTool("python3", ["-c", script, file.path], stdin: Data(input.utf8))
    guard r.status == 0 else { throw ToolFailure(message: "Pillow failed (pip install pillow): \(r.stderr)") }
    return r.stdout.split(separator: "\n").map { line in
        let c = line.split(separator: " ").map { Int($0)! }
        return (c[0], c[1], c[2])
    }
}

public struct ToolFailure: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Rows of ink in frame `frame` of a PNG or APNG, decoded by Pillow, between columns `x0` and
/// `x1`: runs of rows where some pixel's luma differs from the background (the commonest colour
/// of row 0 there) by more than 100, gaps of up to 2 rows merged (an "i" and its dot). A line of
/// text is one run; its height is the text's height from ascenders to descenders.
public func pillowInkRuns(_ file: URL, frame: Int = 0, x0: Int = 0, x1: Int? = nil) throws -> (width: Int, height: Int, runs: [(y: Int, height: Int)]) {
    let script = """
    import sys
    from collections import Counter
    from PIL import Image
    im = Image.open(sys.argv[1]); im.seek(int(sys.argv[2])); rgb = im.convert("RGB")
    x0 = int(sys.argv[3]); x1 = int(sys.argv[4]) if sys.argv[4] != "-" else rgb.width
    luma = lambda c: 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    bg = luma(Counter(rgb.getpixel((x, 0)) for x in range(x0, x1)).most_common(1)[0][0])
    px = rgb.load()
    inked = [any(abs(luma(px[x, y]) - bg) > 100 for x in range(x0, x1)) for y in range(rgb.height)]
    runs = []; y = 0
    while y < rgb.height:
        if not inked[y]: y += 1; continue
        start = y; end = y
        while y < rgb.height and (inked[y] or any(inked[y:y + 3])):
            if inked[y]: end = y
            y += 1
        runs.append((start, end - start + 1))
    print(rgb.width, rgb.height, " ".join("%d,%d" % r for r in runs))
    """
    let r = try runTool("python3", ["-c", script, file.path, String(frame), String(x0), x1.map(String.init) ?? "-"])
    guard r.status == 0 else { throw ToolFailure(message: "Pillow failed (pip install pillow): \(r.stderr)") }
    let parts = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
    guard parts.count >= 2, let w = Int(parts[0]), let h = Int(parts[1]) else { throw ToolFailure(message: "unexpected output: \(r.stdout)") }
    let runs = parts.dropFirst(2).map { p -> (y: Int, height: Int) in
        let v = p.split(separator: ",").map { Int($0)! }
        return (v[0], v[1])
    }
    return (w, h, runs)
}

/// The height in pixels a run of `height` rows has where GitHub shows an image `width` px wide:
/// at most 1000 px wide, never enlarged.
public func heightShownInPullRequest(_ height: Int, imageWidth width: Int) -> Double {
    Double(height) * min(1, 1000 / Double(width))
}
