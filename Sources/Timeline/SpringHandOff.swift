/// The velocity hand-off between persistent springs of one timeline (DESIGN.md §4).
///
/// Work in units of each transaction's own change: transaction i still owes `r_i(t)` of its
/// delta, so the presented value is `model − Σ r_i·delta_i`. For a lone spring r follows the
/// damped oscillator from (r, r') = (1, 0). When persistent spring j starts moving while
/// persistent spring c still runs on the same value, c's motion is handed to j: every change
/// c carries continues from its current (r, r') under j's spring, and j adds its own (1, 0).
/// The oscillator is linear, so each change keeps its own r and the presented value stays
/// `model − Σ r_i·delta_i` — continuous in value and velocity at the hand-off. A carrier ends
/// (everything it carries arrives) at its start plus its settling time, plus the blend window
/// when it blends its response from the previous spring's.
///
/// Which transactions take part depends on which ones change the value, so weights are
/// computed per set of changing transactions (see ``Timeline/Sample``).
struct SpringHandOff: Sendable {
    /// A transaction animated by a persistent spring without repeats.
    struct Member: Sendable {
        /// Index of the transaction.
        var index: Int
        /// Scene time at which the spring starts moving (transaction time plus delays).
        var start: Double
        /// Spring seconds per scene second (`speed`).
        var scale: Double
        var spring: SpringModel
        var oscillator: DampedOscillator
        var blendDuration: Double
        /// Settling time from rest, in spring seconds.
        var settle: Double
        /// The latest scene time at which this spring can end, whatever it takes over.
        var latestEnd: Double
    }

    /// Members in order of their start (ties: transaction order).
    let members: [Member]
    /// Transaction indices of members that can take over or be taken over; the positions in
    /// this array index the weights that ``weights(at:changing:)`` returns.
    let involved: [Int]
    /// Position in ``involved`` of each involved transaction index.
    private let positions: [Int: Int]

    init(transactions: [StateChange]) {
        var members: [Member] = []
        for (index, tx) in transactions.enumerated() {
            guard let motion = tx.animation?.persistentSpring else { continue }
            let settle = motion.spring.settlingDuration
            members.append(
                Member(
                    index: index, start: tx.time + motion.lead, scale: motion.scale, spring: motion.spring,
                    oscillator: motion.spring.oscillator, blendDuration: motion.blendDuration, settle: settle,
                    latestEnd: 0))
        }
        members.sort { ($0.start, $0.index) < ($1.start, $1.index) }
        var involved = Set<Int>()
        for j in members.indices {
            // Any earlier spring still possibly running when j starts can be taken over.
            let donors = members[..<j].filter { $0.latestEnd > members[j].start }
            let window = donors.isEmpty ? 0 : members[j].blendDuration
            members[j].latestEnd = members[j].start + (members[j].settle + window) / members[j].scale
            if !donors.isEmpty {
                involved.insert(members[j].index)
                donors.forEach { involved.insert($0.index) }
            }
        }
        self.members = members
        self.involved = involved.sorted()
        self.positions = Dictionary(uniqueKeysWithValues: self.involved.enumerated().map { ($0.element, $0.offset) })
    }

    /// Position in ``involved`` of the transaction at `index`, if it takes part in hand-offs.
    func position(ofTransaction index: Int) -> Int? { positions[index] }

    /// Latest possible end of the transaction at `index` if it is a member.
    func latestEnd(ofTransaction index: Int) -> Double? {
        members.first { $0.index == index }?.latestEnd
    }

    /// Progress weights (1 − r) at scene time `t` of the ``involved`` transactions, for a value
    /// that the involved transactions flagged in `changing` modify. Entries of unflagged
    /// transactions are meaningless (their delta is zero).
    func weights(at t: Double, changing: [Bool]) -> [Double] {
        var weights = [Double](repeating: 0, count: involved.count)

        /// A change carried by the running spring: its (r, r') when that spring started.
        struct Carried {
            var position: Int
            var x: Double
            var v: Double
        }
        var carrier: Carrier?
        var carried: [Carried] = []
        for member in members {
            guard let p = positions[member.index], changing[p] else { continue }
            guard member.start <= t else { break }
            if let c = carrier, member.start < c.end {
                let phi = c.transition(after: (member.start - c.member.start) * c.member.scale)
                carried = carried.map { item in
                    let s = phi.apply(item.x, item.v)
                    // Velocities are per spring second: convert through scene seconds.
                    return Carried(position: item.position, x: s.x, v: s.v * c.member.scale / member.scale)
                }
                let blendsFrom = c.member.spring.response != member.spring.response && member.blendDuration > 0
                carrier = Carrier(member: member, blendFrom: blendsFrom ? c.member.spring.response : nil)
            } else {
                for item in carried { weights[item.position] = 1 }
                carried = []
                carrier = Carrier(member: member, blendFrom: nil)
            }
            carried.append(Carried(position: p, x: 1, v: 0))
        }
        if let c = carrier {
            if t >= c.end {
                for item in carried { weights[item.position] = 1 }
            } else {
                let phi = c.transition(after: (t - c.member.start) * c.member.scale)
                for item in carried { weights[item.position] = 1 - phi.apply(item.x, item.v).x }
            }
        }
        return weights
    }
}

extension SpringHandOff {
    /// The spring currently carrying the changes, and the response it blends from.
    struct Carrier {
        var member: Member
        var blendFrom: Double?

        /// Scene time at which everything carried has arrived.
        var end: Double {
            member.start + (member.settle + (blendFrom == nil ? 0 : member.blendDuration)) / member.scale
        }

        /// State transition over the first `time` spring seconds.
        func transition(after time: Double) -> Transition {
            guard let from = blendFrom else { return member.oscillator.transition(after: time) }
            let window = member.blendDuration
            let blend = Self.blendTransition(
                from: from, to: member.spring.response, zeta: member.oscillator.zeta, window: window,
                over: min(time, window))
            guard time > window else { return blend }
            return member.oscillator.transition(after: time - window).after(blend)
        }

        /// The transition while the response moves from `from` to `to` along a smoothstep over
        /// `window` seconds (SwiftUI's blend), integrated with classic fourth-order Runge–Kutta.
        /// The step keeps ω·h ≤ 0.02, which bounds the relative error near 1e-7.
        static func blendTransition(from: Double, to: Double, zeta: Double, window: Double, over time: Double)
            -> Transition
        {
            guard time > 0 else { return .identity }
            let omegaMax = 2 * Double.pi / min(from, to)
            let steps = max(1, Int((time / min(1e-3, 0.02 / omegaMax)).rounded(.up)))
            let h = time / Double(steps)
            func acceleration(_ u: Double, _ x: Double, _ v: Double) -> Double {
                let p = min(1, max(0, u / window))
                let response = to + (from - to) * (1 - p * p * (3 - 2 * p))
                let omega = 2 * Double.pi / response
                return -omega * omega * x - 2 * zeta * omega * v
            }
            var columns = [(x: 1.0, v: 0.0), (x: 0.0, v: 1.0)]
            for step in 0..<steps {
                let u = Double(step) * h
                for c in columns.indices {
                    let (x, v) = columns[c]
                    let k1x = v
                    let k1v = acceleration(u, x, v)
                    let k2x = v + h / 2 * k1v
                    let k2v = acceleration(u + h / 2, x + h / 2 * k1x, v + h / 2 * k1v)
                    let k3x = v + h / 2 * k2v
                    let k3v = acceleration(u + h / 2, x + h / 2 * k2x, v + h / 2 * k2v)
                    let k4x = v + h * k3v
                    let k4v = acceleration(u + h, x + h * k3x, v + h * k3v)
                    columns[c] = (
                        x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x), v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                    )
                }
            }
            return Transition(xx: columns[0].x, xv: columns[1].x, vx: columns[0].v, vv: columns[1].v)
        }
    }
}
