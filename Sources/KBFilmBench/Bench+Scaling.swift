import ArgumentParser
import CLibPNG
import Foundation
import FrameRendering
import GoldenFilm
import KeyboardFilm
import KeyboardSimulation
import PNGCodec

/// `kbfilm render` as a child process: time and peak memory against frame count and scale.
extension Bench {
    // MARK: Scaling with frame count

    /// `kbfilm render` as a child process: time and peak memory against frame count and scale.
    func scaling(_ scratch: Scratch) throws {
        let exe = try Tools.kbfilmBesideThisProgram()
        let runs: [(frames: Int, scale: Int)] = quick
            ? [(60, 1), (600, 1), (60, 3), (600, 3)]
            : [(60, 1), (600, 1), (6000, 1), (60, 2), (60, 3), (600, 3), (6000, 3)]
        print("## Scaling: `kbfilm render --format png,apng` as a child process, all cores\n")
        var t = Table("frames", "scale", "wall s", "ms per frame", "ns per pixel·frame", "CPU / wall", "peak MB")
        for r in runs {
            let file = scratch.path("scaling-\(r.frames).json")
            try BenchStoryboards.long(frames: r.frames).write(toFile: file, atomically: true, encoding: .utf8)
            let out = scratch.path("scaling-out")
            let u = try Tools.measureFresh(exe, ["render", file, "--scale", String(r.scale), "--format", "png,apng", "--quiet", "--out", out])
            guard u.status == 0 else { throw BenchFailure("scaling run failed: \(r)") }
            try? FileManager.default.removeItem(atPath: out)
            let pixels = Double(390 * 844 * r.scale * r.scale)
            t.add(String(r.frames), "\(r.scale)x", f2(u.wallSeconds), f2(u.wallSeconds / Double(r.frames) * 1000),
                  f2(u.wallSeconds / Double(r.frames) / pixels * 1e9), f2(u.cpuSeconds / u.wallSeconds), f1(u.maxRSSMegabytes))
        }
        t.print()
    }
}
