import Foundation
import KeyboardFilmUIKit

/// The shape styles a view names without a type: `.foregroundStyle(.secondary)`, `.red`,
/// `.tint`, `.background`. Each resolves to a colour the views are drawn with.
public struct HierarchicalShapeStyle: ShapeStyle {
    let color: Color
    /// UIKit's label colours: label, secondaryLabel, tertiaryLabel (30 %), quaternaryLabel (18 %; 16 % in dark).
    public static let primary = HierarchicalShapeStyle(color: .primary)
    public static let secondary = HierarchicalShapeStyle(color: .secondary)
    public static let tertiary = HierarchicalShapeStyle(color: Color(light: .init(r: 0.235, g: 0.235, b: 0.263, a: 0.3), dark: .init(r: 0.922, g: 0.922, b: 0.961, a: 0.3)))
    public static let quaternary = HierarchicalShapeStyle(color: Color(light: .init(r: 0.235, g: 0.235, b: 0.263, a: 0.18), dark: .init(r: 0.922, g: 0.922, b: 0.961, a: 0.16)))
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// `.tint`: the accent colour (the view's tint where a modifier set one).
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }

/// `.background`: the system background.
public struct BackgroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var blue: Color { Color.blue }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var gray: Color { Color.gray }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var indigo: Color { Color.indigo }
}

extension Fill {
    /// The colour or material `style` paints with (nil for a style the model does not draw).
    @MainActor static func resolve(_ style: any ShapeStyle, tint: Color? = nil) -> Fill? {
        switch style {
        case let c as Color: .color(c)
        case let m as Material: .material(m)
        case let h as HierarchicalShapeStyle: .color(h.color)
        case is TintShapeStyle: .color(tint ?? .accentColor)
        case is BackgroundStyle: .color(Color(uiColor: .systemBackground))
        default: nil
        }
    }
}
