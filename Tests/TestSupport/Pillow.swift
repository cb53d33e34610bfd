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
