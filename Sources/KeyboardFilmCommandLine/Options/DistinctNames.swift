/// Refuses two storyboards with one name: each film's folder is named after its storyboard, so
/// their `what` (outputs, goldens) would overwrite each other.
func requireDistinctNames(_ names: [String], for what: String) throws {
    var seen = Set<String>()
    for name in names where !seen.insert(name).inserted {
        throw CommandFailure.usage("two storyboards share the name \"\(name)\": their \(what) would overwrite each other")
    }
}
