import KeyboardFilm

/// The pixel half of every golden check — `verify`, `assertFilm` and the swift-snapshot-testing
/// strategy run this one comparison: a frame whose bytes differ fails when any pixel changes in
/// its strict region (the bar and the keyboard's top edge) or more than the loose budget
/// elsewhere. It keeps the failing frames, in order, for the report.
struct FrameVerdicts {
    let policy: DiffPolicy
    let width: Int, height: Int
    /// Frames compared so far (identical ones included).
    private(set) var compared = 0
    /// Frames that failed, with how they differ, in the order compared.
    private(set) var failures: [(frame: Int, diff: ImageDifference)] = []

    init(policy: DiffPolicy, width: Int, height: Int) { self.policy = policy; self.width = width; self.height = height }

    /// Counts a frame whose bytes are known to be identical without looking at them (equal hashes).
    mutating func countIdentical() { compared += 1 }

    /// Compares frame `frame`; returns whether it fails and how it differs. `marks`, if given,
    /// receives a mark per pixel (for a triptych).
    /// With `verdictOnly`, a failing frame's comparison stops once it is known to fail
    /// (`ImageDiff.compare`): the first failure and the frames drawn for the artifacts are
    /// compared in full, the rest only as far as their verdict needs.
    mutating func compare(frame: Int, expected: [UInt8], actual: [UInt8], strict: [PixelBox],
                          marks: UnsafeMutableBufferPointer<UInt8>? = nil, verdictOnly: Bool = false) -> (fails: Bool, diff: ImageDifference) {
        compared += 1
        let diff = ImageDiff.compare(expected, actual, width: width, height: height, strictBoxes: strict, policy: policy, marks: marks,
                                     verdictOnly: verdictOnly && marks == nil && !failures.isEmpty)
        let fails = diff.fails(policy)
        if fails { failures.append((frame, diff)) }
        return (fails, diff)
    }

    /// The failure with the largest colour delta, among those compared in full.
    var worst: (frame: Int, diff: ImageDifference)? { failures.filter { !$0.diff.stopped }.max { $0.diff.largestDelta < $1.diff.largestDelta } }
}
