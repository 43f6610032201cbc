/// A finger that follows sampled touches: at any time it stands at the latest
/// sample at or before it (frames see samples; samples make no turns), and its
/// velocity is Flutter's estimate for iOS over the samples so far.
struct SampledPath {
    /// When each sample comes, in the run's time.
    private let times: [VirtualTime]
    /// How far the finger has moved at each sample since the first, in the
    /// finger's own terms (content terms for a finger that moves content).
    private let distances: [Vector]
    /// The latest sample read, where the next read starts looking (frames go forward).
    private var cursor = 0

    /// `samples` (the first at the step's start) played from `start`; `reversed`
    /// turns screen points into content terms (a finger moving up scrolls down).
    init(_ samples: [TouchSample], from start: VirtualTime, reversed: Bool) {
        times = samples.map { start + $0.time }
        let first = Vector(x: samples[0].x, y: samples[0].y)
        distances = samples.map { sample in
            let moved = Vector(x: sample.x, y: sample.y) - first
            return reversed ? -moved : moved
        }
    }

    /// When the last sample, the lift, comes.
    var end: VirtualTime { times[times.count - 1] }

    /// How far the finger has moved at `time`.
    mutating func distance(at time: VirtualTime) -> Vector {
        distances[index(at: time)]
    }

    /// The finger's velocity at `time`, in points per second: the estimate
    /// over the samples at or before it (``estimate(times:distances:through:)``).
    mutating func velocity(at time: VirtualTime) -> Vector {
        Self.estimate(times: times, distances: distances, through: index(at: time))
    }

    /// The latest sample at or before `time` (the first before it).
    private mutating func index(at time: VirtualTime) -> Int {
        while cursor + 1 < times.count, times[cursor + 1] <= time { cursor += 1 }
        while cursor > 0, times[cursor] > time { cursor -= 1 }
        return cursor
    }

    /// How long a pause before the newest sample makes the estimate 0, as
    /// Flutter's iOS tracker assumes the finger stopped.
    static let pause = VirtualTime.milliseconds(40)
    /// The weights of the velocities between the last four samples, oldest first.
    static let weights = (0.6, 0.35, 0.05)

    /// Flutter's `IOSScrollViewFlingVelocityTracker` over the samples through
    /// `n`, the newest: with vₖ = (pₖ − pₖ₋₁) / (tₖ − tₖ₋₁) (0 for a pair at
    /// one time, or one missing), 0.6·vₙ₋₂ + 0.35·vₙ₋₁ + 0.05·vₙ; 0 when the
    /// newest comes more than 40 ms after the one before it. Unlike
    /// Flutter's tracker, which holds only moves, the newest may be the lift.
    static func estimate(times: [VirtualTime], distances: [Vector], through n: Int) -> Vector {
        if n >= 1, times[n] - times[n - 1] > pause { return .zero }
        func velocity(_ k: Int) -> Vector {
            guard k >= 1, times[k] > times[k - 1] else { return .zero }
            return (distances[k] - distances[k - 1]) / (times[k] - times[k - 1]).seconds
        }
        return velocity(n - 2) * weights.0 + velocity(n - 1) * weights.1 + velocity(n) * weights.2
    }
}
