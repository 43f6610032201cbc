extension Step {
    /// How a finger lifts.
    enum Release: Sendable, Equatable {
        /// At this velocity, in points per second.
        case velocity(Vector)
        /// At the finger's own velocity (`by / duration` of the move it ends), as
        /// UIKit hands the pan velocity on.
        case finger

        /// A finger lifted still.
        static let still = Release.velocity(.zero)

        /// The velocity it gives; `nil` for the finger's own.
        var velocity: Vector? {
            guard case .velocity(let velocity) = self else { return nil }
            return velocity
        }

        /// Whether a hand lifts this fast.
        var isHandSpeed: Bool {
            guard case .velocity(let velocity) = self else { return true }
            return velocity.length <= HandPace.fastestHand
        }
    }
}
