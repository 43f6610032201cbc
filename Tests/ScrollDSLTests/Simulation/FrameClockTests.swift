import Testing
@testable import ScrollDSL

/// Frame `k` ticks at `round(k·10⁹/frameRate)` ns (docs/language.md, "Time,
/// frames and turns"), however the clock works it out as frames run.
@Suite("Frame clock")
struct FrameClockTests {
    @Test("frames run one after another tick where the formula says, at every rate a device may name",
          arguments: [30.0, 59.94, 60, 90, 97, 120, 144, 239, 240])
    func consecutive(rate: Double) {
        var clock = FrameClock(frameRate: rate)
        for index in Int64(0)..<20_000 {
            #expect(clock.nextFrame(notBefore: .zero).index == index)
            #expect(clock.nextFrame(notBefore: .zero).time == formula(index, rate), "frame \(index) at \(rate) Hz")
            clock.ran(frame: index)
        }
        #expect(clock.framesRun == 20_000)
    }

    @Test("frames after a skip tick where the formula says", arguments: [60.0, 120, 144])
    func skipping(rate: Double) {
        var clock = FrameClock(frameRate: rate)
        var index: Int64 = 0
        for gap in [0, 7, 1, 0, 1000, 3, 0, 0, 123_457] as [Int64] {
            index += gap
            clock.ran(frame: index)
            index += 1
            #expect(clock.nextFrame(notBefore: .zero) == (index, formula(index, rate)))
        }
    }

    @Test("frames ten hours in and beyond, where whole numbers would need more than a Double's 52 bits, follow the formula")
    func farFrames() {
        var clock = FrameClock(frameRate: 120)
        let last: Int64 = (1 << 52) / 1_000_000_000
        for index in (last - 3)...(last + 3) {
            clock.ran(frame: index)
            #expect(clock.nextFrame(notBefore: .zero) == (index + 1, formula(index + 1, 120)))
        }
    }

    private func formula(_ index: Int64, _ rate: Double) -> VirtualTime {
        VirtualTime(nanoseconds: Int64((Double(index) * 1e9 / rate).rounded()))
    }
}
