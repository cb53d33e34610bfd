import ArgumentParser

/// `--review-cap`: the review animation's size limit, for `render --review` and `compare --review`.
struct ReviewCapArgument: ParsableArguments {
    @Option(parsing: .unconditional, help: "The review animation's size cap in MB (GitHub refuses images over 10 MB in comments).") var reviewCap = 9.5

    func validate() throws {
        if !reviewCap.isFinite || reviewCap < 0.01 || reviewCap > 1000 { throw ValidationError("--review-cap must lie in 0.01 … 1000 MB, got \(reviewCap)") }
    }

    var capBytes: Int { Int(reviewCap * 1_000_000) }
}
