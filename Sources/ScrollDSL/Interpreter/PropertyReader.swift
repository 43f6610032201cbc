/// A property path resolved once to the object it reads, so that reading it
/// every turn (trace, plot) looks nothing up by name. The world owns its
/// objects for the whole run, which outlives every reader, so the references
/// are unmanaged: reading them per turn costs no reference counting.
struct PropertyReader {
    private let property: Property
    private let object: Unmanaged<AnyObject>?

    /// Resolves `path`, which the spec has checked, in `world`.
    init(_ path: PropertyPath, in world: World) {
        property = path.property
        let object: AnyObject?
        switch path.property {
        case .offset, .velocity, .phase, .distanceFromTop: object = world.scrollView(path.target)
        case .translation, .fraction, .visibleHeight, .position: object = world.view(path.target)
        case .visible: object = world.screen(path.target)
        case .selected: object = nil
        }
        self.object = object.map { Unmanaged.passUnretained($0) }
    }

    /// The value now.
    func read(_ world: World) -> PropertyValue {
        switch property {
        case .offset: return scrollView { .number($0.offset) }
        case .velocity: return scrollView { .number($0.velocity) }
        case .phase: return scrollView { .text($0.phase.rawValue) }
        case .distanceFromTop: return scrollView { .number($0.distanceFromTop) }
        case .translation: return view { .number($0.translation) }
        case .fraction: return view { .number($0.fraction) }
        case .visibleHeight: return view { .number($0.visibleHeight) }
        case .position: return view { .text($0.position ?? "") }
        case .visible: return object!._withUnsafeGuaranteedRef { .boolean(unsafeDowncast($0, to: SimulatedScreen.self).isVisible) }
        case .selected: return .text(world.selectedTab ?? "")
        }
    }

    private func scrollView(_ read: (SimulatedScrollView) -> PropertyValue) -> PropertyValue {
        object!._withUnsafeGuaranteedRef { read(unsafeDowncast($0, to: SimulatedScrollView.self)) }
    }

    private func view(_ read: (SimulatedView) -> PropertyValue) -> PropertyValue {
        object!._withUnsafeGuaranteedRef { read(unsafeDowncast($0, to: SimulatedView.self)) }
    }
}
