import Foundation
import KeyboardFilmUIKit

/// `toolbar(content:)`: of its items, those placed on the keyboard (`ToolbarItemGroup(placement:
/// .keyboard)`, `ToolbarItem(placement: .keyboard)`) form a bar on the keyboard's top while a
/// field of the view is focused — UIKit's input accessory view, so the film docks it on the keys.
/// Items placed elsewhere go to the navigation bar of the stack around the view (`Navigation.swift`).
public struct ToolbarItemPlacement: Sendable, Equatable {
    let name: String
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let automatic = ToolbarItemPlacement(name: "automatic"), principal = ToolbarItemPlacement(name: "principal")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "leading"), navigationBarTrailing = ToolbarItemPlacement(name: "trailing")
    public static let topBarLeading = ToolbarItemPlacement(name: "leading"), topBarTrailing = ToolbarItemPlacement(name: "trailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar"), confirmationAction = ToolbarItemPlacement(name: "confirm")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancel"), navigation = ToolbarItemPlacement(name: "leading")
    public static let primaryAction = ToolbarItemPlacement(name: "trailing"), secondaryAction = ToolbarItemPlacement(name: "trailing")
    public static let destructiveAction = ToolbarItemPlacement(name: "trailing"), status = ToolbarItemPlacement(name: "principal")
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
protocol ToolbarPlaced { var toolbarPlacement: ToolbarItemPlacement { get }; var itemContent: AnyView { get } }
extension ToolbarItemGroup: ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { placement }
    var itemContent: AnyView { AnyView(HStack(spacing: 16) { content }) }
}
extension ToolbarItem: ToolbarPlaced {
    var toolbarPlacement: ToolbarItemPlacement { placement }
    var itemContent: AnyView { AnyView(content) }
}

extension View {
    /// `toolbar(content:)`: keyboard items make the focused field's accessory bar; the others
    /// go to the enclosing navigation stack's bar (a bare view is an `.automatic` item: trailing).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entries = ToolbarEntries.flatten(content())
        let keyboard = entries.filter { $0.placement == .keyboard }.map(\.view)
        let items = entries.filter { $0.placement != .keyboard }
        let bar = AnyView(ToolbarItemGroup(placement: .keyboard) { ForEach(0..<keyboard.count) { keyboard[$0] } })
        return environmentChanged { if !keyboard.isEmpty { $0.keyboardToolbar = bar } }
            .navigationPreference { $0.items = items }
    }
}

/// A toolbar builder's items, one by one: tuples, groups and taken branches opened; an item's
/// placement with its content.
@MainActor
enum ToolbarEntries {
    static func flatten(_ value: Any) -> [(placement: ToolbarItemPlacement, view: AnyView)] {
        if let placed = value as? ToolbarPlaced { return [(placed.toolbarPlacement, placed.itemContent)] }
        if let container = value as? ToolbarContainer { return container.toolbarChildren.flatMap(flatten) }
        guard let view = value as? any View else { return [] }
        return [(.automatic, AnyView(view))]
    }
}

/// Views that only hold other toolbar entries.
@MainActor
protocol ToolbarContainer { var toolbarChildren: [Any] { get } }
extension TupleView: ToolbarContainer { var toolbarChildren: [Any] { Mirror(reflecting: value).children.map(\.value) } }
extension Group: ToolbarContainer { var toolbarChildren: [Any] { [content] } }
extension _ConditionalContent: ToolbarContainer {
    var toolbarChildren: [Any] {
        switch storage {
        case .first(let v): [v]
        case .second(let v): [v]
        }
    }
}
extension Optional: ToolbarContainer where Wrapped: View { var toolbarChildren: [Any] { self.map { [$0] } ?? [] } }
