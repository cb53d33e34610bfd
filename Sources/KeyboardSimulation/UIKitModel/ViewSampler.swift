import Foundation

/// Reads a user's views as they are on screen now (presentation values, colours resolved for
/// the film's appearance) into `DrawnView`s: what each view and UIKit's own controls draw.
/// Where UIKit's exact look is not modelled (a button configuration's corner radius, a
/// material's blur, a spinner), the sketch is fixed and documented in the YourOwnKeyboardCode article.
@MainActor
struct ViewSampler {
    let traits: UITraitCollection
    /// Navigation controllers by their bar: a bar shows its top controller's title and items.
    let navigationControllers: [ObjectIdentifier: UINavigationController]
    /// Pixels per point: hairlines are one pixel wide.
    let scale: Double

    init(appearance: Appearance, controllers: [UIViewController], scale: Double) {
        traits = UITraitCollection(userInterfaceStyle: appearance == .dark ? .dark : .light)
        var bars: [ObjectIdentifier: UINavigationController] = [:]
        for case let nav as UINavigationController in controllers { bars[ObjectIdentifier(nav.navigationBar)] = nav }
        navigationControllers = bars
        self.scale = scale
    }

    /// How deep the film draws nested views (a screen's views are rarely 50 deep): sampling
    /// recurses, so far deeper would overflow the stack.
    static let deepestDrawn = 1_000
    /// Views nested past `deepestDrawn`: the depth reached.
    struct TooDeep: Error { var depth: Int }

    /// `view` and its subviews, placed in its own coordinates (top-left at 0, 0).
    func root(_ view: UIView) throws -> DrawnView? {
        let l = view.layer.presentation() ?? view.layer
        return try sample(view, placement: .translation(-Double(l.bounds.minX), -Double(l.bounds.minY)))
    }

    /// `view` (at `depth` in the tree sampled), placed in its superview's bounds coordinates (or
    /// by `placement`); nil when hidden.
    func sample(_ view: UIView, placement: ViewTransform? = nil, depth: Int = 1) throws -> DrawnView? {
        if depth > Self.deepestDrawn { throw TooDeep(depth: depth) }
        guard !view.isHidden, view.alpha > 0.001 else { return nil }
        let l = view.layer.presentation() ?? view.layer
        let frame = l.frame, origin = l.bounds.origin
        let bounds = CGRect(origin: origin, size: frame.size)
        let layer = view.layer
        var drawn = DrawnView(
            transform: placement ?? Self.placement(frame: frame, boundsOrigin: origin, transform: l.affineTransform()),
            bounds: bounds, alpha: Double(view.alpha), clips: view.clipsToBounds, background: color(view.backgroundColor),
            cornerRadius: Double(layer.cornerRadius), roundedCorners: Self.corners(layer.maskedCorners),
            borderWidth: Double(layer.borderWidth), borderColor: layer.borderWidth > 0 ? color(layer.borderColor) : nil)
        drawn.content = content(of: view, in: bounds, drawn: &drawn)
        let ordered = view.subviews.enumerated().sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
        drawn.subviews = try ordered.compactMap { try sample($0.element, depth: depth + 1) }
        if let cell = view as? UITableViewCell, let overlay = cellOverlay(cell, bounds) { drawn.subviews.append(overlay) }
        return drawn
    }

    /// Bounds coordinates → the superview's bounds coordinates: about the centre, by the
    /// layer's transform (anchor point 0.5, 0.5, as UIKit's views have).
    static func placement(frame f: CGRect, boundsOrigin o: CGPoint, transform t: CGAffineTransform) -> ViewTransform {
        let ox = Double(o.x + f.width / 2), oy = Double(o.y + f.height / 2)
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        return ViewTransform(a: a, b: b, c: c, d: d, tx: -a * ox - c * oy + Double(t.tx + f.midX), ty: -b * ox - d * oy + Double(t.ty + f.midY))
    }

    static func corners(_ m: CACornerMask) -> [Bool] {
        [m.contains(.layerMinXMinYCorner), m.contains(.layerMaxXMinYCorner), m.contains(.layerMaxXMaxYCorner), m.contains(.layerMinXMaxYCorner)]
    }

    // MARK: Colours

    func color(_ c: UIColor?) -> RGBA? {
        guard let r = c?.resolvedColor(with: traits), r.alpha > 0 else { return nil }
        return RGBA(red: Double(r.red), green: Double(r.green), blue: Double(r.blue), alpha: Double(r.alpha))
    }

    func color(_ c: CGColor?) -> RGBA? {
        guard let c, let k = c.components, !k.isEmpty else { return nil }
        let rgba: RGBA = k.count >= 3
            ? RGBA(red: Double(k[0]), green: Double(k[1]), blue: Double(k[2]), alpha: k.count > 3 ? Double(k[3]) : 1)
            : RGBA(red: Double(k[0]), green: Double(k[0]), blue: Double(k[0]), alpha: k.count > 1 ? Double(k[1]) : 1)
        return rgba.alpha > 0 ? rgba : nil
    }

    var isDark: Bool { traits.userInterfaceStyle == .dark }

    // MARK: What views draw

    func content(of view: UIView, in b: CGRect, drawn: inout DrawnView) -> [DrawnContent] {
        switch view {
        case let label as UILabel:
            return text(label.text, font: label.font, color: label.isEnabled ? label.textColor : .tertiaryLabel, alignment: label.textAlignment,
                        box: b, lines: label.numberOfLines, truncates: label.lineBreakMode != .byClipping && label.lineBreakMode != .byWordWrapping)
        case let field as UITextField:
            var out: [DrawnContent] = []
            var box = b
            if field.borderStyle == .roundedRect {
                // UIKit's rounded field: a filled box with a hairline border, 5 pt corners.
                if drawn.background == nil { drawn.background = color(UIColor.systemBackground) }
                if drawn.cornerRadius == 0 { drawn.cornerRadius = 5 }
                if drawn.borderWidth == 0 { drawn.borderWidth = 1 / scale; drawn.borderColor = color(UIColor.systemGray4) }
                box = b.insetBy(dx: 7, dy: 0)
            }
            if field is UISearchTextField {
                // The search field's magnifying glass (17 pt, 8 pt in), its text 30 pt in.
                out.append(.image(DrawnImage(name: "magnifyingglass", isSymbol: true,
                                             frame: CGRect(x: b.minX + 8, y: b.midY - 8.5, width: 17, height: 17), color: color(UIColor.secondaryLabel) ?? tint)))
                box = CGRect(x: b.minX + 30, y: b.minY, width: max(0, b.width - 38), height: b.height)
            }
            let typed = field.text ?? ""
            out += typed.isEmpty
                ? text(field.placeholder, font: field.font, color: .placeholderText, alignment: field.textAlignment, box: box, lines: 1, truncates: true)
                : text(field.isSecureTextEntry ? String(repeating: "•", count: typed.count) : typed, font: field.font, color: field.textColor,
                       alignment: field.textAlignment, box: box, lines: 1, truncates: false)
            return out
        case let textView as UITextView:
            let inset = textView.textContainerInset, pad = textView.textContainer.lineFragmentPadding
            let box = CGRect(x: inset.left + pad, y: inset.top, width: max(0, b.width - inset.left - inset.right - 2 * pad),
                             height: max(0, max(b.height, textView.contentSize.height) - inset.top - inset.bottom))
            guard let s = textView.text, !s.isEmpty else { return [] }
            // The text scrolls with the view: its box is in content coordinates. Only the lines in
            // the viewport (the bounds) are drawn, as TextKit 2 lays out only its viewport.
            return text(s, font: textView.font ?? .systemFont(ofSize: 12), color: textView.textColor, alignment: textView.textAlignment,
                        box: box, lines: 0, truncates: false, placement: .top).map { $0.linesWithin(top: b.minY, bottom: b.maxY) }
        case let button as UIButton:
            return buttonContent(button, b, &drawn)
        case let image as UIImageView:
            guard let picture = (image.isHighlighted ? image.highlightedImage : nil) ?? image.image else { return [] }
            return [.image(DrawnImage(name: picture.name ?? "", isSymbol: picture.isSymbolImage,
                                      frame: Self.imageFrame(picture.size, in: b, mode: image.contentMode),
                                      color: color(picture.drawnColor(viewTint: image.tintColor)) ?? tint))]
        case let effect as UIVisualEffectView:
            return effect.effect.map { [.material(b, material($0))] } ?? []
        case let spinner as UIActivityIndicatorView:
            return [.control(.activityIndicator, b, color(spinner.color) ?? tint)]
        case let bar as UINavigationBar:
            return navigationBarContent(bar, b, &drawn)
        case is UITabBar:
            if drawn.background == nil { drawn.background = chrome }
            return [.rule(CGRect(x: b.minX, y: b.minY, width: b.width, height: 1 / scale), color(UIColor.separator)!)]
        default:
            return []
        }
    }

    var tint: RGBA { color(UIColor.systemBlue)! }
    /// The bars' material (UIKit's chrome material, as an opaque-enough tint).
    var chrome: RGBA { isDark ? RGBA(red: 0.086, green: 0.086, blue: 0.086, alpha: 0.94) : RGBA(red: 0.976, green: 0.976, blue: 0.976, alpha: 0.94) }

    /// `string` broken into lines within `box` (at most `lines`, 0: as many as the box holds
    /// for a label, any for a text view), the last one cut with "…" when text is left over and
    /// `truncates`.
    func text(_ string: String?, font: UIFont?, color c: UIColor?, alignment: NSTextAlignment, box: CGRect, lines maximum: Int,
              truncates: Bool, placement: DrawnText.Placement = .centered) -> [DrawnContent] {
        guard let string, !string.isEmpty, let rgba = color(c ?? .label) else { return [] }
        let f = font ?? .systemFont(ofSize: 17)
        var lines = maximum == 1 ? [string.replacingOccurrences(of: "\n", with: " ")] : TextMetrics.lines(of: string, font: f, width: box.width)
        var limit = maximum > 0 ? maximum : lines.count
        if placement == .centered { limit = min(limit, max(1, Int(min(1_000_000, (box.height / f.lineHeight).rounded(.down) + 0.001)))) }
        if lines.count > limit || (truncates && lines.count == 1 && !TextMetrics.fits(lines[0], font: f, width: box.width)) {
            let cut = lines.count > limit
            lines = Array(lines.prefix(limit))
            if truncates { lines[lines.count - 1] = Self.truncated(lines[lines.count - 1], appending: cut, width: box.width, font: f) }
        }
        // The renderer cuts a line wider than its box with "…" after what fits; a line eight box
        // widths long is cut at the same character whether or not the rest follows, so the rest
        // is not kept (a 100,000-character field would cost its length in every frame).
        lines = lines.map { line in
            let shown = TextMetrics.fittingPrefixCount(of: line, font: f, width: 8 * box.width + f.pointSize)
            return line.dropFirst(shown).isEmpty ? line : String(line.prefix(shown + 1)) // one more: still too long, so still cut
        }
        let align: DrawnText.Alignment = switch alignment {
        case .center: .center
        case .right: .right
        default: .left
        }
        return [.text(DrawnText(lines: lines, box: box, fontSize: Double(f.pointSize), lineHeight: Double(f.lineHeight),
                                ascender: Double(f.ascender), weight: Double(f.weight.rawValue), color: rgba,
                                alignment: align, placement: placement))]
    }

    /// `line` ending in "…" and fitting `width` (UILabel's tail truncation); `appending`: text
    /// follows it, so it gets the ellipsis even if it fits.
    static func truncated(_ line: String, appending: Bool, width: CGFloat, font: UIFont) -> String {
        guard appending || !TextMetrics.fits(line, font: font, width: width) else { return line }
        // The longest start that fits with the ellipsis, measured as it grows and no further:
        // re-measuring the rest for each character removed made a long text's cost grow with its square.
        let count = TextMetrics.fittingPrefixCount(of: line, font: font, width: width, suffix: "…")
        return String(line.prefix(count)).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// An image of `size` placed in `b` as `UIImageView.contentMode` places it.
    static func imageFrame(_ size: CGSize, in b: CGRect, mode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return b }
        switch mode {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let k = mode == .scaleAspectFit ? min(b.width / size.width, b.height / size.height) : max(b.width / size.width, b.height / size.height)
            let w = size.width * k, h = size.height * k
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        default:
            return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
        }
    }

    /// A blur effect's material: its tint, light or dark as the style or the appearance says.
    func material(_ effect: UIVisualEffect) -> RGBA {
        guard let blur = (effect as? UIBlurEffect) ?? (effect as? UIVibrancyEffect)?.blurEffect else { return chrome }
        let name = "\(blur.style)"
        let dark = name.hasSuffix("Dark") || blur.style == .dark || blur.style == .extraDark
            || (!name.hasSuffix("Light") && blur.style != .light && blur.style != .extraLight && isDark)
        let alpha = name.contains("UltraThin") ? 0.55 : name.contains("Thin") ? 0.7 : name.contains("Thick") || name.contains("Chrome") ? 0.92 : 0.82
        return dark ? RGBA(red: 0.145, green: 0.145, blue: 0.149, alpha: alpha) : RGBA(red: 0.976, green: 0.976, blue: 0.976, alpha: alpha)
    }

    // MARK: Buttons

    func buttonContent(_ button: UIButton, _ b: CGRect, _ drawn: inout DrawnView) -> [DrawnContent] {
        let enabled = button.isEnabled
        var foreground: RGBA
        var insets: UIEdgeInsets
        let title: String?, image: UIImage?, gap: CGFloat
        if let c = button.configuration {
            let base = color(c.baseBackgroundColor) ?? color(button.tintColor) ?? tint
            switch c.look {
            case .filled:
                if drawn.background == nil { drawn.background = base }
                foreground = color(c.baseForegroundColor) ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            case .tinted:
                if drawn.background == nil { drawn.background = base.withAlpha(0.15) }
                foreground = color(c.baseForegroundColor) ?? base
            case .gray:
                if drawn.background == nil { drawn.background = color(UIColor.systemGray5) }
                foreground = color(c.baseForegroundColor) ?? base
            case .plain:
                foreground = color(c.baseForegroundColor) ?? base
            }
            if c.look != .plain, drawn.cornerRadius == 0 {
                switch c.cornerStyle {
                case .capsule: drawn.cornerRadius = Double(min(b.width, b.height)) / 2
                case .fixed: break
                case .small: drawn.cornerRadius = 6
                case .large: drawn.cornerRadius = 12
                case .medium, .dynamic: drawn.cornerRadius = 8
                }
            }
            let k = c.contentInsets
            insets = UIEdgeInsets(top: k.top, left: k.leading, bottom: k.bottom, right: k.trailing)
            title = c.title; image = c.image; gap = c.imagePadding
        } else {
            let fallback: UIColor = button.buttonType == .custom ? .white : button.tintColor
            foreground = color(button.titleColor(for: button.state) ?? fallback) ?? tint
            insets = button.contentEdgeInsets
            title = button.currentTitle; image = button.currentImage; gap = 0
        }
        if !enabled { foreground = foreground.withAlpha(foreground.alpha * 0.35) }
        let font = button.titleLabel?.font ?? .systemFont(ofSize: 15)
        let box = b.inset(by: insets)
        let titleWidth = (title ?? "").isEmpty ? 0 : TextMetrics.width(of: title!, font: font)
        let imageSize = image?.size ?? .zero
        let total = titleWidth + imageSize.width + (titleWidth > 0 && imageSize.width > 0 ? gap : 0)
        var x = box.midX - total / 2
        var out: [DrawnContent] = []
        if let image {
            let frame = CGRect(x: x, y: box.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
            let imageColor = button.configuration == nil || image.ownTint != nil ? (color(image.drawnColor(viewTint: button.tintColor)) ?? tint) : foreground
            out.append(.image(DrawnImage(name: image.name ?? "", isSymbol: image.isSymbolImage, frame: frame,
                                         color: enabled ? imageColor : imageColor.withAlpha(imageColor.alpha * 0.35))))
            x += imageSize.width + gap
        }
        if let title, !title.isEmpty {
            let titleBox = image == nil ? box : CGRect(x: x, y: box.minY, width: max(0, box.maxX - x), height: box.height)
            out += text(title, font: font, color: nil, alignment: image == nil ? .center : .left, box: titleBox, lines: 1, truncates: true)
                .map { $0.recoloured(foreground) }
        }
        return out
    }

    // MARK: Bars and cells

    /// A navigation bar: its material reaching up under the status bar, a hairline under it, the
    /// top controller's title (17 pt semibold) and its bar button items' titles or images.
    func navigationBarContent(_ bar: UINavigationBar, _ b: CGRect, _ drawn: inout DrawnView) -> [DrawnContent] {
        let above = Double(bar.frame.minY) // the status bar the bar's background extends under
        var out: [DrawnContent] = [
            .material(CGRect(x: b.minX, y: b.minY - above, width: b.width, height: b.height + above), color(bar.barTintColor) ?? chrome),
            .rule(CGRect(x: b.minX, y: b.maxY, width: b.width, height: 1 / scale), color(UIColor.separator)!),
        ]
        guard let nav = navigationControllers[ObjectIdentifier(bar)], let top = nav.topViewController else { return out }
        let item = top.navigationItem
        let title = item.title ?? top.title
        let barTint = color(bar.tintColor) ?? tint
        let itemFont = UIFont.systemFont(ofSize: 17)
        func itemWidth(_ i: UIBarButtonItem) -> CGFloat { i.image != nil ? 28 : TextMetrics.width(of: i.title ?? "", font: itemFont) }
        let trailingItems = item.rightBarButtonItems ?? item.rightBarButtonItem.map { [$0] } ?? []
        let leading = item.leftBarButtonItems ?? item.leftBarButtonItem.map { [$0] } ?? []
        let backTitle: String? = leading.isEmpty && !item.hidesBackButton && nav.viewControllers.count > 1
            ? (nav.viewControllers[nav.viewControllers.count - 2].navigationItem.title ?? nav.viewControllers[nav.viewControllers.count - 2].title ?? "Back") : nil
        // Where the leading side ends: UIKit lays the sides out first, then fits the title between
        // them (truncating it, or leaving it out), and truncates items before they overlap.
        let chevron = CGRect(x: b.minX + 8, y: b.midY - 11, width: 14, height: 22)
        let backWidth = backTitle.map { min(TextMetrics.width(of: $0, font: itemFont) + 1, max(0, b.width / 2 - chevron.maxX - 4)) } ?? 0
        let leadingEnd: CGFloat = backTitle != nil ? chevron.maxX + 4 + backWidth
            : leading.isEmpty ? b.minX : min(b.midX, b.minX + 16 + leading.map(itemWidth).reduce(0, +) + 16 * CGFloat(leading.count - 1))
        func items(_ list: [UIBarButtonItem], trailing: Bool, limit: CGFloat) -> ([DrawnContent], end: CGFloat) {
            var x = trailing ? b.maxX - 16 : b.minX + 16
            var out: [DrawnContent] = []
            for i in list {
                let room = trailing ? x - limit : limit - x
                guard room > 8 else { break }
                let width = min(itemWidth(i), room)
                let frame = CGRect(x: trailing ? x - width : x, y: b.minY, width: width, height: b.height)
                if let image = i.image {
                    out.append(.image(DrawnImage(name: image.name ?? "", isSymbol: image.isSymbolImage,
                                                 frame: CGRect(x: frame.midX - 12, y: frame.midY - 12, width: 24, height: 24), color: color(i.tintColor) ?? barTint)))
                } else if let t = i.title {
                    out += text(t, font: .systemFont(ofSize: 17, weight: i.style == .done ? .semibold : .regular), color: nil,
                                alignment: trailing ? .right : .left, box: frame, lines: 1, truncates: true)
                        .map { $0.recoloured(color(i.tintColor) ?? barTint) }
                }
                x += trailing ? -(width + 16) : width + 16
            }
            return (out, trailing ? x + 16 : x - 16)
        }
        let (trailingContent, trailingStart) = items(trailingItems, trailing: true, limit: leadingEnd + 8)
        // The title: centred in the bar (90 pt in from each side) when that clears both sides,
        // else in the space between them, truncated; no space, no title.
        let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let centred = b.insetBy(dx: 90, dy: 0)
        let titleWidth = min(TextMetrics.width(of: title ?? "", font: titleFont), centred.width)
        let between = CGRect(x: leadingEnd + 8, y: b.minY, width: trailingStart - 8 - (leadingEnd + 8), height: b.height)
        if b.midX - titleWidth / 2 >= between.minX, b.midX + titleWidth / 2 <= between.maxX {
            out += text(title, font: titleFont, color: .label, alignment: .center, box: centred, lines: 1, truncates: true)
        } else if between.width > 8 {
            out += text(title, font: titleFont, color: .label, alignment: .center, box: between, lines: 1, truncates: true)
        }
        out += trailingContent
        if let backTitle {
            // The back button: a chevron 8 pt from the edge, the previous controller's title after it.
            out.append(.image(DrawnImage(name: "chevron.left", isSymbol: true, frame: chevron, color: barTint)))
            let box = CGRect(x: chevron.maxX + 4, y: b.minY, width: backWidth, height: b.height)
            out += text(backTitle, font: itemFont, color: nil, alignment: .left, box: box, lines: 1, truncates: true).map { $0.recoloured(barTint) }
        } else {
            out += items(leading, trailing: false, limit: b.midX).0
        }
        return out
    }

    /// What a table draws over a cell: its separator (the table's colour and the cell's insets,
    /// one pixel) and the accessory UIKit draws for `accessoryType`.
    func cellOverlay(_ cell: UITableViewCell, _ b: CGRect) -> DrawnView? {
        var content: [DrawnContent] = []
        if let table = cell.superview as? UITableView, table.separatorStyle == .singleLine, let line = color(table.separatorColor) {
            let inset = cell.separatorInset
            content.append(.rule(CGRect(x: b.minX + inset.left, y: b.maxY - 1 / scale, width: max(0, b.width - inset.left - inset.right), height: 1 / scale), line))
        }
        let mark = CGRect(x: b.maxX - 16 - 13, y: b.midY - 10, width: 13, height: 20)
        switch cell.accessoryType {
        case .disclosureIndicator: content.append(.control(.disclosureIndicator, mark, color(UIColor.tertiaryLabel)!))
        case .checkmark: content.append(.control(.checkmark, mark, color(cell.tintColor) ?? tint))
        default: break
        }
        guard !content.isEmpty else { return nil }
        return DrawnView(transform: .translation(0, 0), bounds: b, content: content)
    }
}

extension DrawnContent {
    /// Text in another colour (a button's or bar item's tint, computed after the text is laid out).
    func recoloured(_ c: RGBA) -> DrawnContent {
        guard case .text(var t) = self else { return self }
        t.color = c
        return .text(t)
    }
}

extension DrawnContent {
    /// Text laid out from the top with only the lines that reach into `top` … `bottom` (the box
    /// moves down past the lines left out, so those kept are drawn where they were).
    func linesWithin(top: CGFloat, bottom: CGFloat) -> DrawnContent {
        guard case .text(var t) = self, t.placement == .top, t.lineHeight > 0, top.isFinite, bottom.isFinite else { return self }
        let first = min(t.lines.count, max(0, Int(max(-1, min(1e9, ((Double(top) - t.box.minY) / t.lineHeight).rounded(.down))))))
        let end = min(t.lines.count, max(first, Int(max(-1, min(1e9, ((Double(bottom) - t.box.minY) / t.lineHeight).rounded(.up))))))
        guard first > 0 || end < t.lines.count else { return self }
        t.lines = Array(t.lines[first..<end])
        t.box.origin.y += CGFloat(Double(first) * t.lineHeight)
        t.box.size.height = max(0, t.box.height - CGFloat(Double(first) * t.lineHeight))
        return .text(t)
    }
}
