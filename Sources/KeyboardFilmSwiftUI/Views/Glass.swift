import Foundation
import KeyboardFilmUIKit

/// iOS 26's Liquid Glass, drawn as the material it replaces (the renderer has no refraction):
/// `glassEffect(_:in:)` puts a thin material behind the view in the shape, and a
/// `GlassEffectContainer` shows its content.
public struct Glass: Sendable {
    let material: Material
    public static let regular = Glass(material: .ultraThin), clear = Glass(material: .ultraThin), identity = Glass(material: .ultraThin)
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
    public func tint(_ color: Color?) -> Glass { self }
}

public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

extension View {
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
        background(glass.material, in: shape)
    }
    public func glassEffectID<ID: Hashable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }
}
