import Foundation
import KeyboardFilmUIKit

/// The controls forms hold, drawn from shapes at UIKit's sizes (a film makes no taps, so each
/// shows the value its binding holds): a switch is 51 × 31 pt with a 27 pt thumb, a stepper
/// 94 × 32 pt, a slider a 4 pt track with a 27 pt thumb; a picker and a date picker show their
/// value as text. Each sits at the row's trailing edge, its label at the leading edge.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }
    public var body: some View {
        let on = isOn.wrappedValue
        return HStack {
            label
            Spacer(minLength: 8)
            ZStack(alignment: on ? .trailing : .leading) {
                Capsule().fill(on ? Color.green : Color(uiColor: .systemGray5))
                Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
            }
            .frame(width: 51, height: 31)
        }
    }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

public struct Stepper<Label: View>: View {
    let label: Label
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) { self.label = label() }
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) { self.label = label() }
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                Text("-").frame(width: 47, height: 32)
                Divider().frame(height: 18)
                Text("+").frame(width: 46, height: 32)
            }
            .background(Color(uiColor: .systemGray6), in: RoundedRectangle(cornerRadius: 8))
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

public struct Slider: View {
    let fraction: Double
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(1, max(0, Double(value.wrappedValue - bounds.lowerBound) / span)) : 0
    }
    public var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(Color(uiColor: .systemGray4)).frame(height: 4)
                Capsule().fill(Color.accentColor).frame(width: max(0, (width - 27) * fraction + 13.5), height: 4)
                Circle().fill(Color.white).frame(width: 27, height: 27).offset(x: (width - 27) * fraction)
            }
            .frame(width: width, height: 27)
        }
        .frame(height: 27)
    }
}

/// `Picker`: its label, and the text of the option whose `tag` is the selection.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.content = content(); self.label = label()
    }
    func makeNode(_ context: NodeContext) -> LayoutNode {
        // The options are resolved to find the chosen one's text; only the row is shown.
        let options = context.child("options").node(for: content)
        let value = options.tagged(AnyHashable(selection.wrappedValue))?.firstText ?? ""
        return context.child("row").node(for: HStack {
            label
            Spacer(minLength: 8)
            Text(value).foregroundColor(.secondary)
            Image(systemName: "chevron.up.chevron.down").font(.footnote).foregroundColor(.secondary)
        })
    }
}

extension Picker where Label == Text {
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension View {
    /// `tag(_:)`: the value a picker's option stands for.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        ModifiedView(content: self) { context, content in
            let node = LayoutNode(kind: .group, path: context.path + "/tag", children: [context.node(for: content)])
            node.tag = AnyHashable(tag)
            return node
        }
    }
    public func pickerStyle(_ style: some PickerStyle) -> some View { self }
    public func datePickerStyle(_ style: some DatePickerStyle) -> some View { self }
    public func toggleStyle(_ style: some ToggleStyle) -> some View { self }
}

public protocol PickerStyle: Sendable {}
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
public protocol DatePickerStyle: Sendable {}
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
public protocol ToggleStyle: Sendable {}
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }

/// `DatePicker` (compact, as a form shows it): its label, and the date on a grey capsule, written
/// in a fixed English format (the same in every run and on every machine).
public struct DatePicker<Label: View>: View {
    let date: Date
    let label: Label
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue; self.label = label()
    }
    public var body: some View {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMM d, yyyy"
        return HStack {
            label
            Spacer(minLength: 8)
            Text(formatter.string(from: date))
                .padding(.horizontal, 11).padding(.vertical, 6)
                .background(Color(uiColor: .systemGray6), in: RoundedRectangle(cornerRadius: 6))
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1), hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension LayoutNode {
    /// The first node of the subtree tagged `tag`.
    func tagged(_ tag: AnyHashable) -> LayoutNode? {
        if self.tag == tag { return self }
        for c in children { if let found = c.tagged(tag) { return found } }
        return nil
    }
    /// The first text of the subtree.
    var firstText: String? {
        if case .text(let t) = kind { return t.string }
        for c in children { if let s = c.firstText { return s } }
        return nil
    }
}
