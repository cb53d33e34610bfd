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

        var sortedSymbols: [Symbol] { cells.keys.sorted() }

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
    }

    private var kinds: [Kind] = []
    private var variableSymbols: [Int: Symbol] = [:]
    private var rows: [Symbol: Row] = [:]
    private var objective = Row(constant: 0)
    private var artificial: Row?

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

    /// Adds a constraint; false when it is required and cannot be satisfied (nothing changes then).
    mutating func add(_ c: Constraint) -> Bool {
        let saved = self
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
                objective.add(error, w)
            }
        case .equal:
            if let w = c.weight {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                marker = plus; other = minus
                row.add(plus, -1); row.add(minus, 1)
                objective.add(plus, w); objective.add(minus, w)
            } else {
                let dummy = newSymbol(.dummy)
                marker = dummy
                row.add(dummy, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.cells.keys.allSatisfy({ kind($0) == .dummy }) {
            guard abs(row.constant) < 1e-8 else { self = saved; return false }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            self = saved
            return false
        }
        guard optimize(artificialRow: false) else { self = saved; return false }
        return true
    }

    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        for s in row.sortedSymbols where kind(s) == .external { return s }
        for s in [marker] + (other.map { [$0] } ?? []) where kind(s) == .slack || kind(s) == .error {
            if (row.cells[s] ?? 0) < 0 { return s }
        }
        return nil
    }

    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        guard optimize(artificialRow: true) else { return false }
        let success = abs(artificial!.constant) < 1e-8
        artificial = nil
        if var r = rows.removeValue(forKey: art) {
            if r.cells.isEmpty { return success }
            guard let entering = r.sortedSymbols.first(where: { kind($0) == .slack || kind($0) == .error }) else { return false }
            r.solve(art, for: entering)
            substitute(entering, r)
            rows[entering] = r
        }
        for k in rows.keys.sorted() { rows[k]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    private mutating func substitute(_ s: Symbol, _ row: Row) {
        for k in rows.keys.sorted() { rows[k]!.substitute(s, row) }
        objective.substitute(s, row)
        artificial?.substitute(s, row)
    }

    /// Primal simplex on the objective (or on the artificial row); false if unbounded.
    private mutating func optimize(artificialRow: Bool) -> Bool {
        for _ in 0..<10_000 {
            let obj = artificialRow ? artificial! : objective
            guard let entering = obj.sortedSymbols.first(where: { kind($0) != .dummy && obj.cells[$0]! < -1e-12 }) else { return true }
            var leaving: Symbol?
            var best = Double.infinity
            for s in rows.keys.sorted() where kind(s) != .external {
                let c = rows[s]!.cells[entering] ?? 0
                if c < -1e-12 {
                    let ratio = -rows[s]!.constant / c
                    if ratio < best - 1e-12 { best = ratio; leaving = s }
                }
            }
            guard let leaving else { return false }
            var row = rows.removeValue(forKey: leaving)!
            row.solve(leaving, for: entering)
            substitute(entering, row)
            rows[entering] = row
        }
        return false
    }
}
