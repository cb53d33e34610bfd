import Foundation
import KeyboardFilmUIKit

// `Shape`s (`Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`), filled and stroked, and `Color` as a view.

extension Color: View, PrimitiveView {
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.rectangle, fill: .color(self)), path: context.path) }
}

/// `Shape`s: they fill what they are offered (with the foreground colour unless filled).
public protocol Shape: View {}

public struct Rectangle: Shape, PrimitiveView {
    public init() {}
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.rectangle, fill: nil), path: context.path) }
}
public struct RoundedRectangle: Shape, PrimitiveView {
    let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = cornerRadius }
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.roundedRectangle(cornerRadius), fill: nil), path: context.path) }
}
public enum RoundedCornerStyle: Sendable { case circular, continuous }
public struct Capsule: Shape, PrimitiveView {
    public init(style: RoundedCornerStyle = .continuous) {}
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.capsule, fill: nil), path: context.path) }
}
public struct Circle: Shape, PrimitiveView {
    public init() {}
    func makeNode(_ context: NodeContext) -> LayoutNode { LayoutNode(kind: .shape(.circle, fill: nil), path: context.path) }
}

extension Shape {
    /// `fill(_:)`: the shape in that colour or material.
    public func fill(_ style: some ShapeStyle) -> some View { FilledShape(shape: self, fill: Fill(style)) }
    /// `stroke(_:lineWidth:)` and `strokeBorder(_:lineWidth:)`: the outline only, inside the
    /// shape's frame (a stroke centred on the edge is drawn inside it: the model's borders are).
    public func stroke(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> some View { StrokedShape(shape: self, style: Fill(style), width: lineWidth) }
    public func strokeBorder(_ style: some ShapeStyle, lineWidth: CGFloat = 1) -> some View { StrokedShape(shape: self, style: Fill(style), width: lineWidth) }
}

struct StrokedShape<S: Shape>: View, PrimitiveView {
    let shape: S, style: Fill?, width: CGFloat
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let node = context.node(for: shape)
        guard case .shape(let kind, _) = node.kind else { return node }
        let stroked = LayoutNode(kind: .shape(kind, fill: .color(.clear)), path: node.path)
        if case .color(let c)? = style { stroked.style.border = (c, width.isFinite ? max(0, width) : 1) }
        return stroked
    }
}

extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }

struct FilledShape<S: Shape>: View, PrimitiveView {
    let shape: S, fill: Fill?
    func makeNode(_ context: NodeContext) -> LayoutNode {
        let node = context.node(for: shape)
        guard case .shape(let kind, _) = node.kind else { return node }
        return LayoutNode(kind: .shape(kind, fill: fill), path: node.path)
    }
}
