/// Where trace lines go: one JSON object per line, written as the run goes.
public protocol TraceSink: AnyObject {
    /// Writes one line (without its newline).
    func writeLine(_ line: String)
}

/// Streams a run as JSON lines: one object per turn that changed something
/// (time, what started the turn, changed properties), per `log` and per
/// expectation. Nothing is held beyond the previous values.
final class TraceRecorder {
    private let sink: any TraceSink
    private var previous: [String: PropertyValue] = [:]
    private let paths: [PropertyPath]

    init(sink: any TraceSink, world: World) {
        self.sink = sink
        var paths = world.scrollViewList.flatMap { scrollView in
            [Property.offset, .velocity, .phase].map { PropertyPath(target: scrollView.id, property: $0) }
        }
        paths += world.viewList.flatMap { view in
            [Property.translation, .position].map { PropertyPath(target: view.id, property: $0) }
        }
        paths += world.screenList.map { PropertyPath(target: $0.id, property: .visible) }
        if world.selectedTab != nil { paths.append(PropertyPath(target: "tabBar", property: .selected)) }
        self.paths = paths
        sink.writeLine(JSON.object([("spec", JSON.string(world.spec.name)), ("file", JSON.string(world.spec.file))]))
    }

    /// Records a turn's changes; a frame that changed nothing writes nothing.
    func turnEnded(_ world: World, _ kind: TurnKind) {
        var changes: [(String, String)] = []
        for path in paths {
            let value = world.value(of: path)
            if previous[path.description] != value {
                previous[path.description] = value
                changes.append((path.description, JSON.value(value)))
            }
        }
        if case .frame = kind, changes.isEmpty { return }
        sink.writeLine(JSON.object([
            ("t", JSON.string(world.now.description)), ("ns", String(world.now.nanoseconds)),
            ("turn", JSON.string(kind.description)), ("changes", JSON.object(changes)),
        ]))
    }

    /// Records a `log` step.
    func log(_ text: String, at time: VirtualTime) {
        sink.writeLine(JSON.object([("t", JSON.string(time.description)), ("ns", String(time.nanoseconds)), ("log", JSON.string(text))]))
    }

    /// Records an expectation's outcome.
    func expectation(_ result: ExpectationResult) {
        sink.writeLine(JSON.object([
            ("t", JSON.string(result.time.description)), ("ns", String(result.time.nanoseconds)),
            ("expect", JSON.string(result.summary)), ("line", String(result.mark.line)), ("passed", String(result.passed)),
        ]))
    }
}
