/// Runs `body` several times and keeps the median wall time, in seconds.
struct Measurement {
    let name: String
    let median: Double
    /// The fastest and the slowest run, for targets that must hold on every run.
    let fastest: Double
    let slowest: Double

    init(_ name: String, runs: Int, _ body: () -> Void) {
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let elapsed = clock.measure(body)
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        times.sort()
        self.name = name
        fastest = times[0]
        slowest = times[times.count - 1]
        median = times.count % 2 == 1 ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
    }
}
