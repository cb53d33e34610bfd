import GoldenFilm
import TestSupport
import Testing

/// A verification compares the first failing frame in full and later ones only as far as their
/// verdict needs: that shortcut must never change a verdict.
struct ImageDiffVerdictTests {
    @Test("on 400 random pairs (a flat picture with blocks, some of them changed, in and out of a strict box), the verdict-only comparison fails exactly when the full one does; when it runs to the end its counts are the full counts, else they are at most the full counts")
    func verdictOnlyAgrees() {
        var rng = Seeded(seed: 42)
        let width = 64, height = 48
        var policy = DiffPolicy()
        policy.looseBudget = 0.01 // 30 pixels of 3072: some pairs fail by budget, some pass under it
        var failing = 0, stoppedEarly = 0
        for _ in 0..<400 {
            var a = [UInt8](repeating: 0, count: width * height * 4)
            for p in 0..<(width * height) { a[4 * p] = 240; a[4 * p + 1] = 240; a[4 * p + 2] = 245; a[4 * p + 3] = 255 }
            var b = a
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                let w = Int.random(in: 1...12, using: &rng), h = Int.random(in: 1...8, using: &rng)
                let x0 = Int.random(in: 0...(width - w), using: &rng), y0 = Int.random(in: 0...(height - h), using: &rng)
                let colour = (UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng), UInt8.random(in: 0...255, using: &rng))
                let changed = Bool.random(using: &rng)
                for y in y0..<(y0 + h) {
                    for x in x0..<(x0 + w) {
                        let i = (y * width + x) * 4
                        a[i] = colour.0; a[i + 1] = colour.1; a[i + 2] = colour.2
                        b[i] = changed ? colour.2 : colour.0; b[i + 1] = colour.1; b[i + 2] = changed ? colour.0 : colour.2
                    }
                }
            }
            let sy = Int.random(in: 0..<(height - 8), using: &rng)
            let strict = [(x0: 0, y0: sy, x1: width, y1: sy + 8)]
            let full = ImageDiff.compare(a, b, width: width, height: height, strictBoxes: strict, policy: policy)
            let quick = ImageDiff.compare(a, b, width: width, height: height, strictBoxes: strict, policy: policy, verdictOnly: true)
            #expect(quick.fails(policy) == full.fails(policy), "full \(full.strictPixels)/\(full.loosePixels), quick \(quick.strictPixels)/\(quick.loosePixels)")
            #expect(!full.stopped)
            if quick.stopped {
                stoppedEarly += 1
                #expect(quick.fails(policy) && quick.strictPixels <= full.strictPixels && quick.loosePixels <= full.loosePixels)
            } else {
                #expect(quick.strictPixels == full.strictPixels && quick.loosePixels == full.loosePixels && quick.antialiasedPixels == full.antialiasedPixels)
            }
            if full.fails(policy) { failing += 1 }
        }
        // The pairs exercise both outcomes and the shortcut.
        #expect(failing > 50 && failing < 350 && stoppedEarly > 20, "\(failing) failing, \(stoppedEarly) stopped early")
    }
}
