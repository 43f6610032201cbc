/// Samples the plotted properties after each turn in which they changed, or,
/// with an `interval` (a replay), at most once per interval while they keep
/// changing, and always their last value before they rest.
final class PlotRecorder: RunObserver {
    private(set) var data: PlotData
    private let readers: [SeriesReader]
    /// How far apart two recorded changes of one property are at least:
    /// the replay's, or nothing for a plot, coarsened past ``pointBudget``.
    private var interval: VirtualTime
    /// The points recorded, over every series.
    private var pointCount = 0
    /// The count past which the recording is coarsened next: the budget, or
    /// twice what the last coarsening left (a series keeps at least its last point).
    private var coarsensPast = PlotRecorder.pointBudget
    /// The most points a run's recording holds: past them, the interval
    /// doubles (from 1 ms) and every series is thinned to it, so a behaviour
    /// writing every 10 µs for an hour costs no more than a quiet run.
    static let pointBudget = 500_000
    /// Per series: a change not recorded yet, held until the interval has passed.
    private var pending: [(time: VirtualTime, value: PropertyValue)?]

    /// Plots `paths`, or, when empty, every scroll view's offset (both axes
    /// of a two-way one) and every property a behaviour writes (header
    /// translations, bar positions); a replay adds each screen's visibility
    /// and the selected tab, the navigation bars, the keyboard and the items
    /// each scroll view shows, sampled every `interval`.
    init(paths: [PropertyPath], spec: Spec, world: World, interval: VirtualTime = .zero, forReplay: Bool = false) {
        self.interval = interval
        var chosen = paths
        if chosen.isEmpty {
            chosen = world.stage.scrollViewList.flatMap { scrollView in
                (scrollView.scrollsBoth ? [Property.offset, .offsetX] : [.offset]).map { PropertyPath(target: scrollView.id, property: $0) }
            }
            chosen += world.stage.scrollViewList.filter { $0.zoom != nil }.map { PropertyPath(target: $0.id, property: .zoomScale) }
            chosen += world.stage.viewList.filter { $0.collapseRange > 0 }.map { PropertyPath(target: $0.id, property: .translation) }
            chosen += world.stage.viewList.filter { $0.position != nil }.map { PropertyPath(target: $0.id, property: .position) }
            chosen += world.stage.viewList.flatMap { view in view.customProperties.map { PropertyPath(target: view.id, property: Property($0.name)) } }
        }
        if forReplay {
            chosen += world.stage.scrollViewList.filter { $0.container != nil && !$0.scrollsBoth }.map {
                PropertyPath(target: $0.id, property: $0.axis == .horizontal ? .offsetY : .offsetX)
            }
            // A placed view a behaviour slides without a collapse range (a segment bar) shows where it is.
            chosen += world.stage.viewList.filter { $0.frame != nil && $0.collapseRange == 0 }.map { PropertyPath(target: $0.id, property: .translation) }
            chosen += world.stage.screenList.map { PropertyPath(target: $0.id, property: .visible) }
            if world.stage.selectedTab != nil { chosen.append(PropertyPath(target: SymbolTable.tabBar, property: .selected)) }
            chosen += world.stage.screenList.filter { $0.navigationBar != nil }.flatMap { screen in
                Property.navigationBar.map { PropertyPath(target: screen.id, property: $0) }
            }
            if spec.usesKeyboard { chosen.append(PropertyPath(target: SymbolTable.keyboard, property: .keyboardFrameY)) }
            if world.stage.tabBarMinimizer != nil { chosen.append(PropertyPath(target: SymbolTable.tabBar, property: .tabBarIsMinimized)) }
            chosen += spec.presentations.map { PropertyPath(target: $0.screen, property: .sheetHeight) }
            // The edge effects of the scroll view each screen's bars follow, on screens with bars.
            let hasTabBar = world.stage.selectedTab != nil
            chosen += world.stage.screenList.filter { hasTabBar || $0.navigationBar != nil || $0.toolbarBand > 0 }.compactMap(\.primaryScrollView).flatMap { scrollView in
                ["edgeEffect.top.active", "edgeEffect.bottom.active"].map { PropertyPath(target: scrollView.id, property: Property($0)) }
            }
        }
        var readers = chosen.map { SeriesReader.property(PropertyReader($0, in: world)) }
        if forReplay {
            let withItems = world.stage.scrollViewList.filter { $0.items != nil }
            chosen += withItems.map(SeriesReader.shownItemsPath)
            readers += withItems.map(SeriesReader.shownItems)
        }
        self.readers = readers
        data = PlotData(
            title: spec.displayName, file: spec.file,
            series: zip(chosen, readers).map { PlotData.Series(path: $0, kind: $1.kind) }
        )
        pending = Array(repeating: nil, count: chosen.count)
    }

    func turnEnded(_ kind: TurnKind, in world: World) {
        for index in data.series.indices {
            let value = readers[index].read(world)
            if let change = pending[index], recordedBySkippedFrame(index, in: world) {
                record(change, in: index)
                pending[index] = nil
            }
            let last = pending[index]?.value ?? data.series[index].points.last?.value
            if last != value { pending[index] = (world.now, value) }
            guard let change = pending[index] else { continue }
            if let recorded = data.series[index].points.last?.time, world.now < recorded + interval { continue }
            record(change, in: index)
            pending[index] = nil
        }
    }

    private func record(_ change: (time: VirtualTime, value: PropertyValue), in index: Int) {
        data.series[index].points.append(change)
        pointCount += 1
        if pointCount > coarsensPast { coarsen() }
    }

    /// Doubles the interval until the points kept, at least an interval
    /// apart in each series (and each series' first and last), fit half the
    /// budget, or the interval spans the whole recording.
    private func coarsen() {
        let span = data.series.compactMap { $0.points.last?.time }.max() ?? .zero
        repeat {
            interval = max(interval + interval, .milliseconds(1))
            pointCount = 0
            for index in data.series.indices {
                data.series[index].points = Self.thinned(data.series[index].points, apart: interval)
                pointCount += data.series[index].points.count
            }
        } while pointCount > Self.pointBudget / 2 && interval < span
        coarsensPast = max(Self.pointBudget, 2 * pointCount)
    }

    /// `points` with those closer than `interval` to the last kept left out; the last is kept.
    private static func thinned(_ points: [(time: VirtualTime, value: PropertyValue)], apart interval: VirtualTime) -> [(time: VirtualTime, value: PropertyValue)] {
        guard let last = points.last else { return points }
        var kept: [(time: VirtualTime, value: PropertyValue)] = []
        for point in points.dropLast() where kept.last.map({ point.time >= $0.time + interval }) ?? true {
            kept.append(point)
        }
        kept.append(last)
        return kept
    }

    /// Whether a frame that time skipped since the last turn (it would have
    /// changed nothing) would have recorded the change of series `index`
    /// waiting for its interval: a frame ticked after the interval had
    /// passed, before now. So a replay samples what running every frame samples.
    private func recordedBySkippedFrame(_ index: Int, in world: World) -> Bool {
        guard let recorded = data.series[index].points.last?.time else { return false }
        return world.clock.firstFrameTime(notBefore: recorded + interval) < world.now
    }

    func stepStarted(_ step: Step, at time: VirtualTime) {
        data.steps.append(PlotData.StepMarker(time: time, line: step.mark.line, label: step.action.label))
    }

    func checkFailed(_ check: Check, value: PropertyValue, message: String, at time: VirtualTime) {
        data.failures.append(PlotData.FailureMarker(time: time, path: check.path, value: value, message: message))
    }

    func runStopped(_ message: String, at time: VirtualTime) {
        data.stop = PlotData.StopMarker(time: time, message: message)
    }

    func finish(at time: VirtualTime) -> PlotData {
        for index in data.series.indices {
            if let change = pending[index] { data.series[index].points.append(change) }
        }
        data.endTime = time
        return data
    }
}
