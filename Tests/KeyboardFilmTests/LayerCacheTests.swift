import Foundation
import FrameRendering
import KeyboardFilm
import KeyboardSimulation
import PNGCodec
import Testing
import TestSupport

/// The layer cache changes how long a frame takes, never what it shows.
@MainActor
struct LayerCacheTests {
    static let examples = try! FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Examples").path)
        .filter { $0.hasSuffix(".json") }.sorted()

    @Test("every frame of every example has the same bytes with the layer cache as without it")
    func sameBytes() throws {
        #expect(Self.examples.count >= 30)
        var reused = 0
        for example in Self.examples {
            var sb = try StoryboardLoader.load(path: packageRoot.appendingPathComponent("Examples/\(example)").path)
            sb.scale = 1
            let scene = FrameScene(storyboard: sb, trace: try Simulator.run(sb))
            func hashes(cachesLayers: Bool) throws -> (hashes: [String], statistics: LayerCacheStatistics) {
                var renderer = FilmRenderer(scene: scene)
                renderer.cachesLayers = cachesLayers
                var out: [String] = []
                let statistics = try renderer.render(jobs: 2, encodePNG: false) { out.append(XXH64.hex($0.pixmap.data)) }
                return (out, statistics)
            }
            let cached = try hashes(cachesLayers: true), fresh = try hashes(cachesLayers: false)
            #expect(cached.hashes == fresh.hashes, "\(example): frames \(cached.hashes.indices.filter { cached.hashes[$0] != fresh.hashes[$0] }.prefix(5)) differ")
            #expect(fresh.statistics == LayerCacheStatistics())
            reused += cached.statistics.hits
        }
        // The cache was used, or the comparison proves nothing.
        #expect(reused > 1000)
    }
}
