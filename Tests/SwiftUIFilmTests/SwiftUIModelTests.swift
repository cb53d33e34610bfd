import Foundation
import KeyboardFilmSwiftUI
import KeyboardFilmUIKit
import KeyboardSimulation
import TestSupport
import Testing

/// Models outside the view: an `ObservableObject` held by `@StateObject`, and an `@Observable`
/// class held by `@State`. A change made later on the main queue updates the screen in that
/// run-loop turn.
@MainActor
struct SwiftUIModelTests {
    static func film<V: View>(_ view: V) throws -> Trace {
        try SwiftUIKeyboardAvoidanceTests.film(view, bar: "composer", duration: 1.0, events: #"{ "at": 0.9, "do": "show" }"#)
    }

    /// The bar: 8 pt of padding around 22 pt per line; its bottom on the safe area (810).
    func check(_ trace: Trace) throws {
        let before = try #require(trace.frame(atTime: 0.45)), after = try #require(trace.frame(atTime: 0.55))
        #expect(abs(before.bar.height - (22 + 16)) < 0.01 && abs(before.bar.maxY - 810) < 0.01, "\(before.bar)")
        #expect(abs(after.bar.height - (66 + 16)) < 0.01 && abs(after.bar.maxY - 810) < 0.01, "\(after.bar)")
    }

    @Test("an ObservableObject's @Published change, made on the main queue at 0.5 s, grows the bar from 38 to 82 pt in that turn")
    func observableObject() throws { try check(try Self.film(StoreDrivenComposer())) }

    @Test("an @Observable model's change, made on the main queue at 0.5 s, grows the bar from 38 to 82 pt in that turn")
    func observation() throws { try check(try Self.film(ObservationDrivenComposer())) }

    @Test("a Form's row: a text field inset 16 pt on a card 16 pt from the sides, in a row of UIKit's standard 44 pt, under a 38 pt section header")
    func formRow() throws {
        let trace = try SwiftUIKeyboardAvoidanceTests.film(ProfileForm(), bar: "name", duration: 0.5, events: #"{ "at": 0.1, "do": "show" }"#)
        let field = trace.frames[0].bar
        // The safe area starts at 47 (the status bar); the header takes 38 pt; the row 44 pt with
        // the field's line (17 pt body: one line height, pixel-rounded) centred in it.
        #expect(abs(field.minX - 32) < 0.01 && abs(field.width - (390 - 64)) < 0.01, "\(field)")
        #expect(abs(field.midY - (47 + 38 + 22)) < 0.5, "\(field)")
    }

    @Test("toolbar(placement: .keyboard) is a 44 pt bar on the keys' top while the field is focused (UIKit's input accessory): on iPhone 13 it ends at 508 − 44")
    func keyboardToolbar() throws {
        let trace = try SwiftUIKeyboardAvoidanceTests.film(NoteEditor(), bar: "keyboardBar", duration: 1.0, events: #"{ "at": 0.1, "do": "show" }"#)
        let last = try #require(trace.frames.last)
        #expect(abs(last.bar.height - 44) < 0.01 && abs(last.bar.maxY - last.keyboard.minY) < 0.01, "\(last.bar) keys \(last.keyboard)")
        #expect(abs(last.bar.minY - (508 - 44)) < 0.5, "\(last.bar)")
    }

    @Test("onChange(of:) an optional that keeps its value never runs its action: the bar stays 22 + 16 = 38 pt tall")
    func optionalValueUnchanged() throws {
        let trace = try Self.film(QuietOptionalChange())
        #expect(trace.frames.allSatisfy { abs($0.bar.height - 38) < 0.01 }, "\(trace.frames[0].bar)")
    }

    @Test("two onChange(of:) on one view each watch their own value: only the draft's runs, and the bar grows to 3 × 22 + 16 = 82 pt")
    func twoWatchersOnOneView() throws {
        let trace = try Self.film(TwoWatchers())
        #expect(abs(trace.frames[0].bar.height - 82) < 0.01, "\(trace.frames[0].bar)")
    }

    @Test("a ViewModifier's body wraps the view: the 22 pt composer gets 8 pt of padding on each side, 38 pt tall on the safe area (810)")
    func viewModifier() throws {
        let trace = try Self.film(ModifiedComposer())
        let bar = trace.frames[0].bar
        #expect(abs(bar.height - 38) < 0.01 && abs(bar.maxY - 810) < 0.01 && bar.width == 390, "\(bar)")
    }

    @Test("focused($flag, equals: false) never brings the keyboard up: false is no focus (the keyboard stays below the screen, 844, until the storyboard's show at 0.45 s)")
    func falseIsNoFocus() throws {
        let trace = try SwiftUIKeyboardAvoidanceTests.film(FalseFocus(), bar: "field", duration: 0.5, events: #"{ "at": 0.45, "do": "show" }"#)
        let before = trace.frames.filter { $0.time < 0.45 }
        #expect(before.count >= 25 && before.allSatisfy { $0.keyboard.minY >= 844 - 0.5 }, "\(before.last!.keyboard)")
    }

    @Test("@Environment(\\.colorScheme) is the film's appearance: the composer is 22 + 16 = 38 pt tall in light, 2 × 22 + 16 = 60 pt in dark",
          arguments: [false, true])
    func colorScheme(_ dark: Bool) throws {
        var sb = try SwiftUIKeyboardAvoidanceTests.showHide(duration: 0.3, events: #"{ "at": 0.1, "do": "show" }"#)
        if dark { sb.appearance = .dark }
        let trace = try Simulator.run(sb) { window in
            window.rootViewController = UIHostingController(rootView: SchemeComposer())
            return FilmSubject(barIdentifier: "composer")
        }
        #expect(abs(trace.frames[0].bar.height - (dark ? 60 : 38)) < 0.01, "\(trace.frames[0].bar)")
    }

    @Test("a GeometryReader is given the safe area's space: a bar half its width is 390 / 2 = 195 pt wide, rests on 810 and ends on the keys at 508 (the content is made again as the keyboard shrinks the space)")
    func geometryReader() throws {
        let trace = try SwiftUIKeyboardAvoidanceTests.film(HalfWidthBar(), bar: "composer")
        let first = trace.frames[0].bar
        #expect(abs(first.width - 195) < 0.01 && abs(first.maxY - 810) < 0.01, "\(first)")
        let shown = try #require(trace.frame(atTime: 0.75))
        #expect(abs(shown.bar.maxY - 508) < 0.5 && abs(shown.keyboard.minY - 508) < 0.5, "\(shown.bar) \(shown.keyboard)")
    }

    @Test("a form's controls: a Toggle is a row whose 51 × 31 pt switch ends 16 pt inside a card 16 pt from the edge (at 390 − 32 = 358); a Picker shows its selected option's text; a DatePicker its date")
    func formControls() throws {
        var controller: UIViewController?
        let trace = try Simulator.run(try SwiftUIKeyboardAvoidanceTests.showHide(duration: 0.3, events: #"{ "at": 0.1, "do": "show" }"#)) { window in
            let c = UIHostingController(rootView: PreferencesForm())
            controller = c
            window.rootViewController = c
            return FilmSubject(barIdentifier: "remember")
        }
        let row = trace.frames[0].bar
        #expect(abs(row.maxX - 358) < 0.01 && abs(row.height - 31) < 0.01, "\(row)")
        var texts: [String] = []
        func walk(_ v: UIView) { if let l = v as? UILabel, let t = l.text { texts.append(t) }; v.subviews.forEach(walk) }
        walk(try #require(controller?.view))
        #expect(texts.contains("Blue") && !texts.contains("Red"), "\(texts)")
        #expect(texts.contains("Jan 1, 1970"), "\(texts)")
    }

    @Test("listRowInsets(EdgeInsets()) puts a row's text at x 0; listRowSeparator(.hidden) leaves no line between rows: the second 44 pt row starts at 47 + 44 = 91, its text centred in it")
    func listRowOptions() throws {
        let trace = try SwiftUIKeyboardAvoidanceTests.film(BareList(), bar: "second", duration: 0.3, events: #"{ "at": 0.1, "do": "show" }"#)
        let text = trace.frames[0].bar
        let line = (UIFont.systemFont(ofSize: 17).lineHeight * 3).rounded(.up) / 3
        #expect(abs(text.minX) < 0.01, "\(text)")
        #expect(abs(text.minY - (91 + (44 - line) / 2)) < 0.01, "\(text)")
    }
}
