/// How overlapping parts of a path count as inside.
public enum FillRule: String, Sendable, Hashable { case nonZero = "nonzero", evenOdd = "evenodd" }

/// A scene as plain data: the rasterizer and the SVG writer each walk it; neither knows what it shows.
public indirect enum Node: Sendable, Hashable {
    /// Fill a path.
    case fill(Path, Paint, FillRule)
    /// Stroke a path with round joins and caps; `width` in the path's units.
    case stroke(Path, Paint, width: Double)
    /// Children drawn with a transform, an opacity and an optional clip (in the group's coordinates).
    case group(Group)
    /// A line of text in the built-in vector font.
    case text(Text)
}

/// A group of nodes sharing a transform, an opacity and a clip.
public struct Group: Sendable, Hashable {
    public var transform: AffineTransform
    /// Multiplies the alpha of everything inside: per shape in a plain group (overlapping
    /// children do not become an offscreen layer), once for the whole picture in a layer.
    public var opacity: Double
    /// Children are drawn only inside this path (non-zero rule).
    public var clip: Path?
    /// Set, the group is a layer: its children lie inside this rectangle (its own coordinates),
    /// and the rasterizer draws them once into pixels that it places again, shifted, wherever
    /// the group only moves (`Rasterizer+Layers`). Content that moves as one piece (the
    /// keyboard, the bar, a chat bubble) is a layer.
    public var layer: Rect?
    public var children: [Node]

    public init(transform: AffineTransform = .identity, opacity: Double = 1, clip: Path? = nil, layer: Rect? = nil, children: [Node]) {
        self.transform = transform; self.opacity = opacity; self.clip = clip; self.layer = layer; self.children = children
    }
}

/// An axis-aligned rectangle in display-list coordinates.
public struct Rect: Sendable, Hashable {
    public var x: Double, y: Double, width: Double, height: Double
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// Horizontal placement of a text line relative to its origin.
public enum TextAlignment: String, Sendable, Hashable { case leading, center, trailing }

/// A line of text: `origin` is on the baseline; `size` is the font size (cap height ≈ 0.7 × size).
public struct Text: Sendable, Hashable {
    public var string: String
    public var origin: Point2
    public var size: Double
    public var color: Color
    public var alignment: TextAlignment
    /// Stroke weight relative to the font size.
    public var weight: Double

    public init(_ string: String, at origin: Point2, size: Double, color: Color,
                alignment: TextAlignment = .leading, weight: Double = 0.085) {
        self.string = string; self.origin = origin; self.size = size; self.color = color
        self.alignment = alignment; self.weight = weight
    }
}

/// A whole picture: a pixel size, an optional background and the nodes drawn over it in order.
public struct DisplayList: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var background: Color?
    public var nodes: [Node]

    public init(width: Int, height: Int, background: Color? = nil, nodes: [Node] = []) {
        self.width = width; self.height = height; self.background = background; self.nodes = nodes
    }
}
