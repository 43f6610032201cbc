import ScrollText

/// A trace line before it is formatted: a turn that changed something, or
/// (for `log` and `expect`) its text.
struct TraceTurn {
    var time = VirtualTime.zero
    var kind = TurnKind.frame
    /// The columns (indices into ``TraceRecorder``'s paths) that changed, with their new values.
    var changes: [TraceChange] = []
    /// A line that is not a turn's.
    var text: String?
}

/// One changed column of a turn.
struct TraceChange {
    var column: Int
    var value: PropertyValue
}

/// Watches a run as JSON lines: one object per turn that changed something
/// (time, what started the turn, changed properties), per `log` and per
/// expectation. Lines go to the user's trace, formatted as they happen, and
/// to the failure excerpts, which keep recent turns unformatted and format
/// only what a failure shows. Nothing is held beyond the previous values.
final class TraceRecorder: RunObserver {
    private let sink: (any TraceSink)?
    private let excerpts: TraceExcerpts?
    private let readers: [PropertyReader]
    private let names: [String]
    /// The last value of each column; NaN (never equal) until the first turn.
    private var previous: [PropertyValue]
    private var turn = TraceTurn()

    init(sink: (any TraceSink)?, excerpts: TraceExcerpts?, spec: Spec, world: World) {
        self.sink = sink
        self.excerpts = excerpts
        var paths = world.stage.scrollViewList.flatMap { scrollView in
            // `offset` and `velocity` are along its axis: a two-way scroll view adds x, one that zooms its scale.
            (scrollView.scrollsBoth ? [Property.offset, .offsetX, .velocity, .velocityX, .phase] : [Property.offset, .velocity, .phase])
                .map { PropertyPath(target: scrollView.id, property: $0) }
                + (scrollView.zoom == nil ? [] : [PropertyPath(target: scrollView.id, property: .zoomScale)])
        }
        paths += world.stage.viewList.flatMap { view in
            [Property.translation, .position].map { PropertyPath(target: view.id, property: $0) }
                + view.customProperties.map { Property($0.name) }.filter { !Property.view.contains($0) }.map { PropertyPath(target: view.id, property: $0) }
        }
        paths += world.behaviourProperties.keys.sorted().flatMap { id in
            world.behaviourProperties[id]!.customProperties.map { PropertyPath(target: id, property: Property($0.name)) }
        }
        paths += world.stage.screenList.map { PropertyPath(target: $0.id, property: .visible) }
        if world.stage.selectedTab != nil { paths.append(PropertyPath(target: "tabBar", property: .selected)) }
        readers = paths.map { PropertyReader($0, in: world) }
        let names = paths.map(\.description)
        self.names = names
        previous = Array(repeating: .number(.nan), count: paths.count)
        excerpts?.format = { Self.line(for: $0, names: names) }
        write(JSON.object([("spec", JSON.string(spec.displayName)), ("file", JSON.string(spec.file))]))
    }

    /// Records a turn's changes; a frame that changed nothing writes nothing.
    func turnEnded(_ kind: TurnKind, in world: World) {
        if !turn.changes.isEmpty { turn.changes.removeAll(keepingCapacity: true) }
        if turn.text != nil { turn.text = nil }
        previous.withUnsafeMutableBufferPointer { previous in
            for (column, reader) in readers.enumerated() {
                let value = reader.read(world)
                if previous[column] != value {
                    previous[column] = value
                    turn.changes.append(TraceChange(column: column, value: value))
                }
            }
        }
        if kind.isQuiet, turn.changes.isEmpty { return }
        turn.time = world.now
        turn.kind = kind
        sink?.writeLine(Self.line(for: turn, names: names))
        excerpts?.record(&turn)
    }

    /// Records a `log` step.
    func logged(_ text: String, at time: VirtualTime) {
        write(JSON.object([("t", JSON.string(time.description)), ("ns", String(time.nanoseconds)), ("log", JSON.string(text))]))
    }

    /// Records an expectation's outcome.
    func expectation(_ result: ExpectationResult) {
        write(JSON.object([
            ("t", JSON.string(result.time.description)), ("ns", String(result.time.nanoseconds)),
            ("expect", JSON.string(result.summary)), ("line", String(result.mark.line)), ("passed", String(result.passed)),
        ]))
    }

    private func write(_ line: String) {
        sink?.writeLine(line)
        excerpts?.record(line)
    }

    /// A turn's trace line.
    private static func line(for turn: TraceTurn, names: [String]) -> String {
        if let text = turn.text { return text }
        return JSON.object([
            ("t", JSON.string(turn.time.description)), ("ns", String(turn.time.nanoseconds)),
            ("turn", JSON.string(turn.kind.description)),
            ("changes", JSON.object(turn.changes.map { (names[$0.column], $0.value.json) })),
        ])
    }
}
