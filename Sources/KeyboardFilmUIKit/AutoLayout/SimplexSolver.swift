/// The Cassowary incremental simplex solver (Badros, Borning & Stuckey 2001), the algorithm
/// behind Auto Layout: linear equalities and inequalities, each required or with a priority.
/// Non-required constraints are satisfied as well as their weights allow; a required one that
/// cannot be satisfied is refused (`add` returns false) and the caller breaks it.
///
/// Symbols are numbered and every choice (entering and leaving symbols) scans them in number
/// order, so the same constraints give the same solution on every run.
struct SimplexSolver {
    struct Term { var variable: Int; var coefficient: Double }

    /// A linear constraint `Σ coefficient·variable + constant (relation) 0`.
    struct Constraint {
        enum Relation { case lessOrEqual, equal, greaterOrEqual }
        var terms: [Term]
        var constant: Double
        var relation: Relation
        /// nil: required.
        var weight: Double?
    }

    private enum Kind { case external, slack, error, dummy }
    private struct Symbol: Hashable, Comparable {
        var id: Int
        static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    }

    /// A row: `constant + Σ cells` (basic symbol = that expression).
    private struct Row {
        var constant: Double
        var cells: [Symbol: Double] = [:]

        mutating func add(_ s: Symbol, _ c: Double) {
            let v = (cells[s] ?? 0) + c
            if abs(v) < 1e-9 { cells[s] = nil } else { cells[s] = v }
        }
        mutating func add(_ row: Row, _ c: Double) {
            constant += row.constant * c
            for (s, v) in row.cells { add(s, v * c) }
        }
        mutating func reverseSign() {
            constant = -constant
            for (s, v) in cells { cells[s] = -v }
        }
        /// Solves `0 = self` for `s`: the row becomes `s = …`.
        mutating func solve(for s: Symbol) {
            let c = -1 / cells[s]!
            cells[s] = nil
            constant *= c
            for (k, v) in cells { cells[k] = v * c }
        }
        /// Solves `lhs = self` for `rhs`.
        mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
            add(lhs, -1)
            solve(for: rhs)
        }
        mutating func substitute(_ s: Symbol, _ row: Row) {
            if let c = cells.removeValue(forKey: s) { add(row, c) }
        }
        /// `substitute`, listing the symbols the row did not hold before.
        mutating func substitute(_ s: Symbol, _ row: Row, newSymbols: inout [Symbol]) {
            guard let c = cells.removeValue(forKey: s) else { return }
            constant += row.constant * c
            for (k, v) in row.cells {
                let old = cells[k], sum = (old ?? 0) + v * c
                if abs(sum) < 1e-9 { cells[k] = nil } else { cells[k] = sum; if old == nil { newSymbols.append(k) } }
            }
        }
    }

    private var kinds: [Kind] = []
    private var variableSymbols: [Int: Symbol] = [:]
    private var rows = SymbolTable<Row>()
    private var objective = Row(constant: 0)
    private var artificial: Row?
    /// For each symbol, the basic symbols whose rows may hold it (a superset, repeats allowed:
    /// an entry is checked against the row when used). A substitution and the choice of a leaving row then
    /// visit only the rows that hold the symbol, not the whole tableau: a screen of a thousand
    /// views has tens of thousands of rows, nearly all of which a new constraint leaves alone.
    private var columns = SymbolTable<[Symbol]>()
    /// The objective's symbols that may have a negative coefficient (a superset, likewise), so
    /// finding the entering symbol does not scan every error variable of every constraint.
    private var objectiveNegatives: Set<Symbol> = []
    /// Cells updated by substitutions so far: the solver's work, which a long chain of views
    /// makes grow with the cube of its length (each row down the chain holds every link above).
    private(set) var work = 0
    /// The work the solver may do; past it, `add` does nothing more (`exhausted`), and the caller
    /// says so instead of spending minutes on a layout no screen could afford either.
    var budget = Int.max
    var exhausted: Bool { work > budget }

    private mutating func newSymbol(_ kind: Kind) -> Symbol {
        kinds.append(kind)
        return Symbol(id: kinds.count - 1)
    }
    private func kind(_ s: Symbol) -> Kind { kinds[s.id] }

    private mutating func symbol(forVariable v: Int) -> Symbol {
        if let s = variableSymbols[v] { return s }
        let s = newSymbol(.external)
        variableSymbols[v] = s
        return s
    }

    /// The variable's value in the current solution.
    func value(of variable: Int) -> Double {
        guard let s = variableSymbols[variable] else { return 0 }
        return rows[s]?.constant ?? 0
    }

    /// `row` becomes the row of basic symbol `s`.
    private mutating func setRow(_ s: Symbol, _ row: Row) {
        rows[s] = row
        for k in row.cells.keys { columns.append(s, to: k) }
    }

    private mutating func addToObjective(_ s: Symbol, _ w: Double) {
        objective.add(s, w)
        if (objective.cells[s] ?? 0) < 0 { objectiveNegatives.insert(s) }
    }

    /// Adds a constraint; false when it is required and cannot be satisfied (nothing changes then).
    mutating func add(_ c: Constraint) -> Bool {
        if exhausted { return true }
        var row = Row(constant: c.constant)
        for t in c.terms where abs(t.coefficient) > 1e-12 {
            let s = symbol(forVariable: t.variable)
            if let r = rows[s] { row.add(r, t.coefficient) } else { row.add(s, t.coefficient) }
        }
        var marker: Symbol, other: Symbol?
        switch c.relation {
        case .lessOrEqual, .greaterOrEqual:
            // expr ≤ 0  ⇔  expr + slack = 0; expr ≥ 0  ⇔  expr − slack = 0.
            let sign: Double = c.relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            marker = slack
            row.add(slack, sign)
            if let w = c.weight {
                let error = newSymbol(.error)
                other = error
                row.add(error, -sign)
                addToObjective(error, w)
            }
        case .equal:
            if let w = c.weight {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus; other = minus
                row.add(plus, -1); row.add(minus, 1)
                addToObjective(plus, w); addToObjective(minus, w)
            } else {
                let dummy = newSymbol(.dummy)
                marker = dummy
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.cells.keys.allSatisfy({ kind($0) == .dummy }) {
            // Nothing has changed yet but new symbols no row holds, and an objective term only
            // a weighted constraint adds (which always has a subject).
            guard abs(row.constant) < 1e-8 else { return false }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
            // Cannot fail here: the objective is a positive sum of non-negative errors, so it is
            // bounded below (only the pivot guard could stop it).
            return optimize(artificialRow: false)
        }
        // A required constraint none of whose symbols can be solved for: the artificial
        // variable's phase may find it unsatisfiable, and then nothing it changed may stay.
        let saved = self
        guard addWithArtificialVariable(row), optimize(artificialRow: false) else { self = saved; return false }
        return true
    }

    /// The external symbol of lowest number, else the marker or the other symbol if it is a slack
    /// or error with a negative coefficient.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let s = row.cells.keys.filter({ kind($0) == .external }).min() { return s }
        for s in [marker] + (other.map { [$0] } ?? []) where kind(s) == .slack || kind(s) == .error {
            if (row.cells[s] ?? 0) < 0 { return s }
        }
        return nil
    }

    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        guard optimize(artificialRow: true) else { return false }
        let success = abs(artificial!.constant) < 1e-8
        artificial = nil
        if var r = rows.removeValue(forKey: art) {
            if r.cells.isEmpty { return success }
            guard let entering = r.cells.keys.filter({ kind($0) == .slack || kind($0) == .error }).min() else { return false }
            r.solve(art, for: entering)
            substitute(entering, r)
            setRow(entering, r)
        }
        for k in columns.removeValue(forKey: art) ?? [] { rows[k]?.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    /// Replaces parametric symbol `s` by `row` wherever it appears.
    private mutating func substitute(_ s: Symbol, _ row: Row) {
        var added: [Symbol] = []
        for k in columns.removeValue(forKey: s) ?? [] {
            guard rows[k]?.cells[s] != nil else { continue }
            added.removeAll(keepingCapacity: true)
            rows[k]!.substitute(s, row, newSymbols: &added)
            for key in added { columns.append(k, to: key) }
            work += row.cells.count + 1
        }
        if objective.cells[s] != nil {
            objective.substitute(s, row)
            for key in row.cells.keys where (objective.cells[key] ?? 0) < 0 { objectiveNegatives.insert(key) }
        }
        artificial?.substitute(s, row)
    }

    /// The objective's entering symbol: the lowest-numbered one (not a dummy) whose coefficient
    /// is negative, or nil when the objective is at its minimum.
    private mutating func enteringSymbol(artificialRow: Bool) -> Symbol? {
        func enters(_ s: Symbol, _ row: Row) -> Bool { kind(s) != .dummy && (row.cells[s] ?? 0) < -1e-12 }
        if artificialRow {
            let a = artificial!
            return a.cells.keys.filter { enters($0, a) }.min()
        }
        var entering: Symbol?, settled: [Symbol] = []
        for s in objectiveNegatives {
            if enters(s, objective) {
                if entering.map({ s < $0 }) ?? true { entering = s }
            } else if (objective.cells[s] ?? 0) >= 0 {
                settled.append(s)
            }
        }
        for s in settled { objectiveNegatives.remove(s) }
        return entering
    }

    /// The row that leaves when `entering` enters: the least ratio, ties to the lowest number.
    private mutating func leavingSymbol(for entering: Symbol) -> Symbol? {
        // The column, pruned of rows that no longer hold the symbol, each row once, in order.
        var holding: [Symbol] = []
        for k in (columns[entering] ?? []).sorted() where k != holding.last && rows[k]?.cells[entering] != nil { holding.append(k) }
        columns[entering] = holding
        var leaving: Symbol?
        var best = Double.infinity
        for s in holding where kind(s) != .external {
            let c = rows[s]!.cells[entering]!
            guard c < -1e-12 else { continue }
            let ratio = -rows[s]!.constant / c
            if ratio < best - 1e-12 { best = ratio; leaving = s }
        }
        return leaving
    }

    /// Primal simplex on the objective (or on the artificial row); false if unbounded.
    private mutating func optimize(artificialRow: Bool) -> Bool {
        for _ in 0..<10_000 {
            guard let entering = enteringSymbol(artificialRow: artificialRow) else { return true }
            guard let leaving = leavingSymbol(for: entering) else { return false }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(leaving, for: entering)
            substitute(entering, row)
            setRow(entering, row)
        }
        return false
    }

    /// Values by symbol, stored by the symbol's number (symbols are numbered densely from 0): the
    /// tableau's rows and columns are looked up millions of times in a large layout, without hashing.
    private struct SymbolTable<Value> {
        private var storage: [Value?] = []

        subscript(_ s: Symbol) -> Value? {
            get { s.id < storage.count ? storage[s.id] : nil }
            _modify { // in place: a row changed through it is not copied first
                if s.id >= storage.count { storage.append(contentsOf: repeatElement(nil, count: s.id - storage.count + 1)) }
                yield &storage[s.id]
            }
        }

        /// Appends `element` to the list stored for `s` (columns), in place.
        mutating func append<Element>(_ element: Element, to s: Symbol) where Value == [Element] {
            if self[s] == nil { self[s] = [element] } else { self[s]!.append(element) }
        }

        mutating func removeValue(forKey s: Symbol) -> Value? {
            guard s.id < storage.count else { return nil }
            defer { storage[s.id] = nil }
            return storage[s.id]
        }
    }
}
