import Foundation

/// Filling: rectangles by separable exact coverage, every other shape through the accumulator.
extension Rasterizer {
    mutating func fill(_ polys: [[Point2]], paint: Paint, paintTransform: AffineTransform, rule: FillRule,
                               opacity: Double, clip: Clip, _ pm: inout Pixmap) {
        guard let box = bounds(polys, within: clip) else { return }
        let shader = Shader(paint, transform: paintTransform, opacity: opacity)
        let width = pm.width
        pm.data.withUnsafeMutableBufferPointer { px in
            // Rectangles (the bulk of a UI) get exact coverage without the accumulator: the
            // product of the column and row coverages.
            if let r = axisAlignedRect(polys) {
                var columns = [Float](repeating: 0, count: box.x1 - box.x0)
                for x in box.x0..<box.x1 { columns[x - box.x0] = Float(min(Double(x + 1), r.x1) - max(Double(x), r.x0)) }
                var row = columns
                var rowIsColumns = true
                // Interior columns, fully covered: [ix0, ix1).
                let ix0 = max(box.x0, pixelIndex(r.x0.rounded(.up))), ix1 = min(box.x1, pixelIndex(r.x1.rounded(.down)))
                // The mask's fully covered spans, fetched once (not per row: a full-screen fill has thousands).
                let fullStarts = clip.mask?.fullStart, fullEnds = clip.mask?.fullEnd, maskY0 = clip.mask?.y0 ?? 0
                px.withMemoryRebound(to: UInt32.self) { words in
                    columns.withUnsafeBufferPointer { cols in
                        for y in box.y0..<box.y1 {
                            let cy = Float(min(Double(y + 1), r.y1) - max(Double(y), r.y0))
                            guard cy > 0 else { continue }
                            if cy >= 1, shader.opaqueWord != 0, ix1 > ix0 {
                                // Store the fully covered, unmasked span in one go; blend only the rest.
                                let lo = max(ix0, fullStarts.map { $0[y - maskY0] } ?? ix0)
                                let hi = min(ix1, fullEnds.map { $0[y - maskY0] } ?? ix1)
                                if hi > lo {
                                    UnsafeMutableBufferPointer(rebasing: words[(y * width + lo)..<(y * width + hi)]).update(repeating: shader.opaqueWord)
                                    if lo > box.x0 { shader.blendRow(px, width, y, box.x0, UnsafeBufferPointer(rebasing: cols[0..<(lo - box.x0)]), clip.mask) }
                                    if hi < box.x1 { shader.blendRow(px, width, y, hi, UnsafeBufferPointer(rebasing: cols[(hi - box.x0)...]), clip.mask) }
                                    continue
                                }
                            }
                            if cy < 1 {
                                for i in row.indices { row[i] = cols[i] * cy }
                                rowIsColumns = false
                            } else if !rowIsColumns {
                                row = columns
                                rowIsColumns = true
                            }
                            row.withUnsafeBufferPointer { shader.blendRow(px, width, y, box.x0, $0, clip.mask) }
                        }
                    }
                }
                return
            }
            coverage(polys, box, rule) { y, x0, row in shader.blendRow(px, width, y, x0, row, clip.mask) }
        }
    }
}
