import Foundation
import KeyboardFilmUIKit

/// Sheets, alerts and dialogs: a film shows one screen, so a presentation that is shown while the
/// film runs stops it with a sentence; one that is not shown changes nothing. The presentation
/// modifiers a sheet's content sets (detents, drag indicator) describe the sheet, not the screen.
extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("sheet(isPresented:)", isPresented.wrappedValue)
    }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presenting("sheet(item:)", item.wrappedValue != nil)
    }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("fullScreenCover(isPresented:)", isPresented.wrappedValue)
    }
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
        presenting("popover(isPresented:)", isPresented.wrappedValue)
    }
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presenting("alert(_:isPresented:)", isPresented.wrappedValue)
    }
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting("alert(_:isPresented:)", isPresented.wrappedValue)
    }
    public func alert<A: View, M: View, T>(_ title: String, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
                                          @ViewBuilder message: (T) -> M) -> some View {
        presenting("alert(_:isPresented:presenting:)", isPresented.wrappedValue)
    }
    public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presenting("confirmationDialog(_:isPresented:)", isPresented.wrappedValue)
    }
    public func confirmationDialog<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presenting("confirmationDialog(_:isPresented:)", isPresented.wrappedValue)
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// The view, or (when `shown`) a film stopped: the presentation is not modelled.
    func presenting(_ api: String, _ shown: Bool) -> some View {
        ModifiedView(content: self) { context, content in
            if shown { context.host.refuseOnce(api, because: "a presented sheet, alert or dialog is not modelled: a film shows one screen") }
            return context.node(for: content)
        }
    }
}

public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium"), large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction(), enabled = PresentationBackgroundInteraction(), disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
}
