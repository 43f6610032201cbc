import Foundation

/// Runs `body` several times and keeps the median wall time, in seconds.
struct Measurement {
    let name: String
    let median: Double
    /// The fastest and the slowest run, for targets that must hold on every run.
    let fastest: Double
    let slowest: Double

    init(_ name: String, runs: Int, _ body: () -> Void) {
        self.init(name, times: (0..<runs).map { _ in Self.seconds(body) })
    }

    /// The summary of run times already taken.
    init(_ name: String, times: [Double]) {
        let times = times.sorted()
        self.name = name
        fastest = times[0]
        slowest = times[times.count - 1]
        median = Self.median(of: times)
    }

    /// The wall time `body` takes, in seconds.
    static func seconds(_ body: () -> Void) -> Double {
        let elapsed = ContinuousClock().measure(body)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The processor time the whole process spends in `body`, every thread
    /// counted, in seconds.
    static func processorSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        body()
        return now() - start
    }

    /// The middle of sorted values (the mean of the middle two for an even count).
    static func median(of sorted: [Double]) -> Double {
        sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

/// Two bodies run in turn, `runs` times each, for a target that is a ratio:
/// a machine whose speed drifts during the benchmark slows both sides of a
/// turn alike, where measuring one side's runs and then the other's would
/// set a fast stretch against a slow one.
struct PairedMeasurement {
    let first: Measurement
    let second: Measurement
    /// The median over the turns of the first body's time over the second's.
    let ratio: Double

    init(_ firstName: String, _ secondName: String, runs: Int, _ firstBody: () -> Void, _ secondBody: () -> Void) {
        var firstTimes: [Double] = []
        var secondTimes: [Double] = []
        for _ in 0..<runs {
            firstTimes.append(Measurement.seconds(firstBody))
            secondTimes.append(Measurement.seconds(secondBody))
        }
        first = Measurement(firstName, times: firstTimes)
        second = Measurement(secondName, times: secondTimes)
        ratio = Measurement.median(of: zip(firstTimes, secondTimes).map { $0 / $1 }.sorted())
    }
}
