/// A view that behaviours move (a header) or switch (a bar).
public final class SimulatedView {
    /// Its identifier.
    public let id: String
    /// Its declared height, if any.
    public let height: Double
    /// How far a header may slide: `height - minHeight`, set by the behaviour moving it.
    var range = 0.0
    /// Its vertical translation, in `[-range, 0]` for a header.
    @exclusivity(unchecked) public private(set) var translation = 0.0
    /// Its position, for a bar.
    @exclusivity(unchecked) public internal(set) var position: String?
    private var animation: (origin: Double, target: Double, start: VirtualTime, duration: VirtualTime)?
    /// The properties composed behaviours write (`title.alpha`), by slot.
    public private(set) var customProperties: [(name: String, kind: ValueKind)] = []
    /// Their values, by slot; `null` until first written.
    @exclusivity(unchecked) private(set) var customValues: [PropertyValue] = []

    init(_ spec: ViewSpec) {
        id = spec.id
        height = spec.height ?? 0
    }

    /// `-translation / range`: 0 expanded, 1 collapsed.
    public var fraction: Double { range > 0 ? -translation / range : 0 }
    /// `height + translation`.
    public var visibleHeight: Double { height + translation }
    /// Whether a translation animation runs.
    var isAnimating: Bool { animation != nil }

    /// The slot of the property `name`, made on first use: a behaviour gets it
    /// once, when installed, and writes through it with ``set(_:at:)``.
    public func slot(for name: String, kind: ValueKind) -> Int {
        if let index = customProperties.firstIndex(where: { $0.name == name }) { return index }
        customProperties.append((name, kind))
        customValues.append(.null)
        return customValues.count - 1
    }

    /// The slot of `name`, if a behaviour writes it.
    func existingSlot(for name: String) -> Int? {
        customProperties.firstIndex { $0.name == name }
    }

    /// Writes a property a behaviour sets (expectations, traces and plots read it).
    public func set(_ value: PropertyValue, at slot: Int) {
        customValues[slot] = value
    }

    /// Moves the view at once, ending any animation.
    func setTranslation(_ value: Double) {
        animation = nil
        translation = value
    }

    /// Animates the translation on the smoothstep curve.
    func animateTranslation(to target: Double, duration: VirtualTime, at time: VirtualTime) {
        guard duration > .zero, target != translation else {
            setTranslation(target)
            return
        }
        animation = (translation, target, time, duration)
    }

    /// Moves along the current animation to `time`.
    func advance(to time: VirtualTime) {
        guard let animation else { return }
        let progress = Double((time - animation.start).nanoseconds) / Double(animation.duration.nanoseconds)
        if progress >= 1 {
            setTranslation(animation.target)
        } else {
            translation = animation.origin + (animation.target - animation.origin) * ScrollPhysics.smoothstep(progress)
        }
    }
}
