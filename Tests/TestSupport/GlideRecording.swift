import Foundation

/// A spec whose list `feed` is flung from rest at 1500 pt/s, at 60 Hz, then left
/// for 2 s: ``glideRecording(velocity:frames:adding:after:)`` records what it should do.
public let flungFeedSpec = """
    scrollspec: 1
    name: Fling
    device: {frameRate: 60}
    screens:
      - id: home
        scrollViews: [{id: feed, contentHeight: 100000}]
    script:
      - fling: {scrollView: feed, velocity: 1500}
      - wait: 2s
    """

/// A recording of UIKit's glide formula, as `scrollrun compare` reads one: a
/// scroll view `feed` flung from rest at `velocity` (pt/s) with the normal
/// deceleration rate, x(t) = v·(1 − r^(1000t)) / (1000·ln(1/r)), one line per
/// 60 Hz frame over `frames` frames, with `extra` points added after `after` seconds.
public func glideRecording(velocity: Double = 1500, frames: Int = 100, adding extra: Double = 0, after: Double = 0) -> String {
    let rate = 0.998
    let lines = (1...frames).map { frame -> String in
        let t = Double(frame) / 60
        let y = velocity * (1 - pow(rate, 1000 * t)) / (1000 * log(1 / rate)) + (t > after ? extra : 0)
        return "{\"t\": \(t), \"sv\": \"feed\", \"x\": 0, \"y\": \(y), \"phase\": \"decelerating\"}"
    }
    return (["{\"scrollrecording\": 1, \"device\": {\"width\": 393, \"height\": 852}}"] + lines).joined(separator: "\n") + "\n"
}
