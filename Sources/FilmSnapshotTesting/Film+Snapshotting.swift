import Foundation
@_exported import GoldenFilm
@_exported import KeyboardSimulation
import KeyboardFilm
import SnapshotTesting

extension Snapshotting where Value == Film, Format == EncodedFilm {
    /// Every frame of the film as one lossless APNG (`.png`) with its trace inside; compared
    /// geometry first (every frame's bar, keyboard, drift and notifications), then pixels.
    public static var film: Snapshotting { film() }

    /// `.film` with your own pixel rules (pixelmatch threshold, anti-aliasing, budget).
    public static func film(policy: DiffPolicy = DiffPolicy()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .encodedFilm(policy: policy)) { film in
            do { return try EncodedFilm.animation(film) } catch { return .failed("cannot be encoded: \(error)") }
        }
    }

    /// The filmstrip (sampled frames with captions and drift plots) as one PNG with the trace inside;
    /// compared geometry first, then pixels.
    public static var filmstrip: Snapshotting { filmstrip() }

    public static func filmstrip(options: FilmstripOptions = FilmstripOptions(), policy: DiffPolicy = DiffPolicy()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .encodedFilm(policy: policy)) { film in
            do { return try EncodedFilm.filmstrip(film, options: options) } catch { return .failed("cannot be encoded: \(error)") }
        }
    }
}

extension Diffing where Value == EncodedFilm {
    /// Films stored as PNG bytes; a difference is described in words, with the first failing
    /// image's expected | diff | actual attached.
    public static func encodedFilm(policy: DiffPolicy = DiffPolicy()) -> Diffing {
        .diff(
            toData: { Data($0.bytes) },
            fromData: { data in
                // A reference file that is not a film snapshot must fail, never pass.
                do { return try EncodedFilm(bytes: [UInt8](data), file: "reference") } catch {
                    return .failed("is not a KeyboardFilm film snapshot (\(error)): record it again", bytes: [UInt8](data))
                }
            },
            diffV2: { reference, new in
                do {
                    guard let d = try new.difference(from: reference, policy: policy) else { return nil }
                    return (d.message, d.image.map { [.data(Data($0), name: "expected-diff-actual.png")] } ?? [])
                } catch {
                    return ("the reference snapshot cannot be read: \(error)", [])
                }
            })
    }
}
