import ArgumentParser

/// A comma-separated list of names (`--format png,svg`, `--strategies a,b`), read into their
/// values at parse time: an unknown or missing name is a usage error (exit 2) naming the option
/// (ArgumentParser's prefix), the name, and every accepted one.
func commaSeparated<Value: RawRepresentable & CaseIterable>(_ text: String, noun: String, _: Value.Type) throws -> [Value]
where Value.RawValue == String {
    let all = Value.allCases.map(\.rawValue).joined(separator: ", ")
    let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    // An empty list would, for --format, replace the previous output with an empty folder.
    guard !names.isEmpty else { throw ValidationError("name at least one \(noun) (\(all))") }
    return try names.map { name in
        guard let value = Value(rawValue: name) else { throw ValidationError("unknown \(noun) \"\(name)\" (expected \(all))") }
        return value
    }
}
