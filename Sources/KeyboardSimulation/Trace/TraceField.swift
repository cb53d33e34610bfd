import Foundation

/// One value a trace frame holds, described once: where `trace.json` keeps it (its path, which
/// is also the name a geometry diff reports), where a line of the file starts, how it is read
/// back, its CSV column. The JSON and CSV writers, the reader, the rounding to what the file
/// says and `GeometryDiff` all walk `TraceField.all`, so a field added here reaches every one.
/// A frame's `index` and `time` are not fields: they say which frame it is.
public struct TraceField: Sendable {
    /// A field's value as the file holds it.
    public enum Value: Sendable, Equatable {
        case number(Double)
        /// A raw value of one of the trace's enumerations (orientation, keyboard mode, …).
        case word(String)
        /// `true` (a flag that is false is not written).
        case flag
        case words([String])

        /// The value as a CSV cell or a message shows it: four decimals, the raw word, "true",
        /// the list joined by `separator`.
        public func text(joining separator: String) -> String {
            switch self {
            case .number(let x): TraceWriter.number(x)
            case .word(let w): w
            case .flag: "true"
            case .words(let w): w.joined(separator: separator)
            }
        }
    }

    /// What reading expects of the field.
    public enum Presence: Sendable {
        /// Every frame has it.
        case required
        /// Frames may leave it out (the type's default then stands).
        case optional
        /// Exactly the frames that have `scrollView` have it.
        case withScrollView
    }

    /// What kind of value the field holds, with what reading accepts.
    public enum Kind: Sendable {
        case number(ClosedRange<Double>)
        case word([String])
        case flag
        case words
    }

    /// The keys from the frame's object down to the value: `["bar", "y"]`.
    public let path: [String]
    public let kind: Kind
    public let presence: Presence
    /// Whether `trace.json` starts a new line of the frame with this field.
    public let startsLine: Bool
    /// Its column in `--csv` output (nil: not a column).
    public let csvColumn: String?
    /// How a diff says the field is not there ("on screen" for a bar with no absence).
    public let absentWords: String
    private let get: @Sendable (TraceFrame) -> Value?
    private let set: @Sendable (inout TraceFrame, Value) -> Void

    /// "bar.y": the JSON path, and the name a geometry difference gives.
    public var name: String { path.joined(separator: ".") }

    /// The value `frame` holds; nil when the file leaves it out.
    public func value(in frame: TraceFrame) -> Value? {
        if presence == .withScrollView, frame.scrollView == nil { return nil }
        return get(frame)
    }

    /// Stores `value` (of this field's kind) in `frame`; a scroll-view field needs `frame.scrollView`.
    public func store(_ value: Value, in frame: inout TraceFrame) { set(&frame, value) }

    init(_ path: String, _ kind: Kind, _ presence: Presence = .required, startsLine: Bool = false, csv: String? = nil,
         absent: String = "none", get: @escaping @Sendable (TraceFrame) -> Value?, set: @escaping @Sendable (inout TraceFrame, Value) -> Void) {
        self.path = path.split(separator: ".").map(String.init); self.kind = kind; self.presence = presence
        self.startsLine = startsLine; self.csvColumn = csv; self.absentWords = absent; self.get = get; self.set = set
    }
}

extension TraceField {
    /// Every field, in the order `trace.json` writes them.
    public static let all: [TraceField] = [
        word("interface.orientation", \.orientation, .required, startsLine: true, csv: "orientation"),
        number("interface.angle", \.angle, in: -360...360, csv: "angle"),
        number("interface.width", \.interfaceSize.width, csv: "interfaceWidth"),
        number("interface.height", \.interfaceSize.height, csv: "interfaceHeight"),
    ] + rect("view", \.view, startsLine: true) + rect("keyboard", \.keyboard, startsLine: true, csv: "keyboard") + [
        word("keyboardMode", \.keyboardMode, .optional),
        number("keyboardAccessoryHeight", \.keyboardAccessoryHeight, in: 0...10_000, .optional),
        number("alertOpacity", \.alertOpacity, in: 0...1, .optional),
        // Flags are written only when true: traces of a plain software keyboard read as they always have.
        flag("keyboardCustom", \.keyboardCustom),
        flag("hardwareKeyboard", \.hardwareKeyboard),
    ] + rect("bar", \.bar, startsLine: true, csv: "bar") + [
        TraceField("barAbsent", .word(BarAbsence.allCases.map(\.rawValue)), .optional, absent: "on screen",
                   get: { $0.barAbsence.map { .word($0.rawValue) } },
                   set: { f, v in if case .word(let w) = v { f.barAbsence = BarAbsence(rawValue: w) } }),
        number("intendedBarBottom", \.intendedBarBottom, startsLine: true, csv: "intendedBarBottom"),
        number("drift", \.drift, csv: "drift"),
        number("restBottom", \.restBottom),
        number("safeArea.top", \.safeArea.top, startsLine: true),
        number("safeArea.left", \.safeArea.left),
        number("safeArea.bottom", \.safeArea.bottom),
        number("safeArea.right", \.safeArea.right),
    ] + rect("scrollView.frame", \.scrollView!.frame, .withScrollView, startsLine: true, csv: "scrollView", columns: [false, true, false, true]) + [
        number("scrollView.contentInsetBottom", \.scrollView!.contentInsetBottom, .withScrollView, csv: "contentInsetBottom"),
        number("scrollView.indicatorInsetBottom", \.scrollView!.indicatorInsetBottom, .withScrollView, csv: "indicatorInsetBottom"),
        number("scrollView.adjustedInsetBottom", \.scrollView!.adjustedInsetBottom, .withScrollView),
        number("scrollView.contentOffsetY", \.scrollView!.contentOffsetY, .withScrollView, csv: "contentOffsetY"),
        number("scrollView.contentHeight", \.scrollView!.contentHeight, in: TraceReader.contentPoints, .withScrollView, csv: "contentHeight"),
        // A data source's last row may be any height.
        number("lastMessageCovered", \.scrollView!.lastMessageCovered, in: TraceReader.contentPoints, .withScrollView, csv: "lastMessageCovered"),
        TraceField("notifications", .words, .optional, startsLine: true, csv: "notifications", absent: "(none)",
                   get: { .words($0.notifications) },
                   set: { f, v in if case .words(let w) = v { f.notifications = w } }),
    ]

    /// The numeric fields: what `roundedAsWritten` rounds.
    static let numbers = all.filter { if case .number = $0.kind { true } else { false } }

    private static func number(_ path: String, _ key: WritableKeyPath<TraceFrame, Double> & Sendable, in range: ClosedRange<Double> = TraceReader.points,
                               _ presence: Presence = .required, startsLine: Bool = false, csv: String? = nil) -> TraceField {
        TraceField(path, .number(range), presence, startsLine: startsLine, csv: csv,
                   get: { .number($0[keyPath: key]) }, set: { f, v in if case .number(let x) = v { f[keyPath: key] = x } })
    }

    private static func number(_ path: String, _ key: WritableKeyPath<TraceFrame, CGFloat> & Sendable, startsLine: Bool = false, csv: String? = nil) -> TraceField {
        TraceField(path, .number(TraceReader.points), startsLine: startsLine, csv: csv,
                   get: { .number(Double($0[keyPath: key])) }, set: { f, v in if case .number(let x) = v { f[keyPath: key] = CGFloat(x) } })
    }

    /// x, y, width and height of a rectangle, as its standardized edges; CSV columns `csvX` …
    /// for the `columns` chosen.
    private static func rect(_ path: String, _ key: WritableKeyPath<TraceFrame, CGRect> & Sendable, _ presence: Presence = .required,
                             startsLine: Bool = false, csv: String? = nil, columns: [Bool] = [true, true, true, true]) -> [TraceField] {
        let parts: [(String, @Sendable (CGRect) -> CGFloat, @Sendable (inout CGRect, CGFloat) -> Void)] = [
            ("x", { $0.minX }, { $0.origin.x = $1 }), ("y", { $0.minY }, { $0.origin.y = $1 }),
            ("width", { $0.width }, { $0.size.width = $1 }), ("height", { $0.height }, { $0.size.height = $1 }),
        ]
        return parts.enumerated().map { i, part in
            let (name, edge, setEdge) = part
            let column = csv.flatMap { columns[i] ? $0 + name.prefix(1).uppercased() + name.dropFirst() : nil }
            return TraceField(path + "." + name, .number(TraceReader.points), presence, startsLine: startsLine && i == 0, csv: column,
                              get: { .number(Double(edge($0[keyPath: key].standardized))) },
                              set: { f, v in
                                  guard case .number(let x) = v else { return }
                                  var r = f[keyPath: key].standardized
                                  setEdge(&r, CGFloat(x))
                                  f[keyPath: key] = r
                              })
        }
    }

    private static func word<E: RawRepresentable & CaseIterable & Sendable>(
        _ path: String, _ key: WritableKeyPath<TraceFrame, E> & Sendable, _ presence: Presence, startsLine: Bool = false, csv: String? = nil
    ) -> TraceField where E.RawValue == String {
        TraceField(path, .word(E.allCases.map(\.rawValue)), presence, startsLine: startsLine, csv: csv,
                   get: { .word($0[keyPath: key].rawValue) },
                   set: { f, v in if case .word(let w) = v, let e = E(rawValue: w) { f[keyPath: key] = e } })
    }

    private static func flag(_ path: String, _ key: WritableKeyPath<TraceFrame, Bool> & Sendable) -> TraceField {
        TraceField(path, .flag, .optional, absent: "false", get: { $0[keyPath: key] ? .flag : nil }, set: { f, _ in f[keyPath: key] = true })
    }
}
