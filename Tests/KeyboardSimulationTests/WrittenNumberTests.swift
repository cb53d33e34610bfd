import Foundation
import KeyboardSimulation
import TestSupport
import Testing

/// The simulator rounds every number to what trace.json will say without writing it out:
/// the computed rounding must be the parsed text's, bit for bit.
struct WrittenNumberTests {
    @Test("NumberFormat.rounded(x) is Double(NumberFormat.trimmed(x)) for 200 000 values over every magnitude a trace holds")
    func roundedIsTheParsedText() {
        var rng = Seeded(seed: 0x5EED)
        var values: [Double] = [0, -0.0, 0.00005, -0.00005, 0.00004999, -0.00004, 0.12345, 2.00005, 1e6, -1e6, 844.99995, .pi]
        for _ in 0..<200_000 {
            let magnitude = pow(10, Double(rng.next() % 1_000) / 1_000 * 10 - 4) // 1e-4 … 1e6
            let sign = rng.next() % 2 == 0 ? 1.0 : -1.0
            values.append(sign * magnitude * (Double(rng.next() % 1_000_000) / 1_000_000))
        }
        for x in values {
            let parsed = Double(NumberFormat.trimmed(x, decimals: 4))!
            let computed = NumberFormat.rounded(x, decimals: 4)
            #expect(computed.bitPattern == parsed.bitPattern, "\(x): parsed \(parsed), computed \(computed)")
            if computed.bitPattern != parsed.bitPattern { return }
        }
    }
}
