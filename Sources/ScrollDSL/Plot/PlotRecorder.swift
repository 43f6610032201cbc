/// Samples the plotted properties after each turn in which they changed.
final class PlotRecorder: RunObserver {
    private(set) var data: PlotData
    private let readers: [PropertyReader]

    /// Plots `paths`, or, when empty, every scroll view's offset (both axes
    /// of a two-way one) and every property a behaviour writes (header
    /// translations, bar positions).
    init(paths: [PropertyPath], world: World) {
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
        let readers = chosen.map { PropertyReader($0, in: world) }
        self.readers = readers
        data = PlotData(
            title: world.spec.displayName, file: world.spec.file,
            series: zip(chosen, readers).map { PlotData.Series(path: $0, kind: $1.kind) }
        )
    }

    func turnEnded(_ kind: TurnKind, in world: World) {
        for index in data.series.indices {
            let value = readers[index].read(world)
            if data.series[index].points.last?.value != value {
                data.series[index].points.append((world.now, value))
            }
        }
    }

    func stepStarted(_ step: Step, at time: VirtualTime) {
        data.steps.append(PlotData.StepMarker(time: time, line: step.mark.line, label: step.action.plotLabel))
    }

    func checkFailed(_ check: Check, value: PropertyValue, message: String, at time: VirtualTime) {
        data.failures.append(PlotData.FailureMarker(time: time, path: check.path, value: value, message: message))
    }

    func finish(at time: VirtualTime) -> PlotData {
        data.endTime = time
        return data
    }
}
