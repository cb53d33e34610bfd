import Foundation
import KeyboardFilmUIKit

/// `toolbar(content:)`: of its items, those placed on the keyboard (`ToolbarItemGroup(placement:
/// .keyboard)`, `ToolbarItem(placement: .keyboard)`) form a bar on the keyboard's top while a
/// field of the view is focused — UIKit's input accessory view, so the film docks it on the keys.
/// Items placed elsewhere need a navigation bar, which the model does not draw yet: they are
/// accepted and not shown.
public struct ToolbarItemPlacement: Sendable, Equatable {
    let name: String
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let automatic = ToolbarItemPlacement(name: "automatic"), principal = ToolbarItemPlacement(name: "principal")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "leading"), navigationBarTrailing = ToolbarItemPlacement(name: "trailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "leading"), topBarTrailing = ToolbarItemPlacement(name: "trailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar"), confirmationAction = ToolbarItemPlacement(name: "confirm")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancel")
}

public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var body: some View {
        // The keyboard's toolbar: its items in a row on the bar material, 44 pt tall.
        HStack(spacing: 16) { content }
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
            .background(.bar)
    }
}

public struct ToolbarItem<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
    public var body: some View { ToolbarItemGroup(placement: placement) { content } }
}

/// Reads the placements of a toolbar's items (their own view values, before any body runs).
@MainActor
protocol ToolbarPlaced { var toolbarPlacement: ToolbarItemPlacement { get }; var asView: AnyView { get } }
extension ToolbarItemGroup: ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { placement }
    var asView: AnyView { AnyView(self) }
}
extension ToolbarItem: ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { placement }
    var asView: AnyView { AnyView(self) }
}

extension View {
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        // The builder's tuple (or the one item): the keyboard's items make the accessory bar.
        let keyboardItems = Mirror(reflecting: items).children.first.map { Mirror(reflecting: $0.value).children.map(\.value) }
            .map { $0 } ?? [items]
        let bars = (keyboardItems + [items]).compactMap { $0 as? ToolbarPlaced }.filter { $0.toolbarPlacement == .keyboard }
        let bar = bars.first?.asView
        return environmentChanged { if let bar { $0.keyboardToolbar = bar } }
    }
    public func navigationTitle(_ title: String) -> some View { self }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View { self }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}
