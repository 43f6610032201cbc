/// Writes the steps exploration makes as script lines (`- drag: {…}`), which
/// `run` reads back as the same steps: a counterexample fails the same way.
struct StepWriter {
    /// The axis of each scroll view, which decides how a finger's travel is written.
    private let axes: [String: ScrollAxis]

    /// A writer for steps on `spec`'s scroll views.
    init(spec: Spec) {
        axes = Dictionary(spec.screens.flatMap(\.scrollViews).map { ($0.id, $0.axis) }, uniquingKeysWith: { first, _ in first })
    }

    /// The step as one line of a script, without its `- `.
    func line(_ action: Step.Action) -> String {
        switch action {
        case .selectTab(let tab): return "selectTab: \(tab)"
        case let .push(screen, animated, fresh):
            guard !animated || fresh else { return "push: \(screen)" }
            return "push: {screen: \(screen)" + (animated ? "" : ", animated: false") + (fresh ? ", fresh: true" : "") + "}"
        case .pop: return "pop"
        case .tapStatusBar: return "tapStatusBar"
        case .showKeyboard: return "showKeyboard"
        case .hideKeyboard: return "hideKeyboard"
        case let .tap(x, y): return "tap: {" + (x.map { "x: \(Self.number($0)), " } ?? "") + "y: \(Self.number(y))}"
        case .tapView(let view): return "tap: {view: \(view)}"
        case .drag(let drag):
            return "drag: {scrollView: \(drag.scrollView), by: \(vector(drag.by, on: drag.scrollView)), duration: \(drag.duration), release: \(release(drag.release, on: drag.scrollView))}"
        case let .fling(scrollView, velocity): return "fling: {scrollView: \(scrollView), velocity: \(vector(velocity, on: scrollView))}"
        case .wait(let time): return "wait: \(time)"
        case .waitForIdle(let timeout): return "waitForIdle: {timeout: \(timeout)}"
        case .touchDown(let scrollView): return "touchDown: {scrollView: \(scrollView)}"
        case let .moveBy(scrollView, by, duration): return "moveBy: {scrollView: \(scrollView), by: \(vector(by, on: scrollView)), duration: \(duration)}"
        case let .lift(scrollView, releaseValue): return "lift: {scrollView: \(scrollView), release: \(release(releaseValue, on: scrollView))}"
        case .set(let changes):
            let sizes = changes.flatMap { change in
                [("contentHeight", change.contentHeight), ("contentWidth", change.contentWidth)].compactMap { name, value in
                    value.map { "\(change.scrollView).\(name): \(Self.number($0))" }
                }
            }
            return "set: {" + sizes.joined(separator: ", ") + "}"
        case let .command(name, behaviour): return "\(name): \(behaviour)"
        case .insertRows(let insertion):
            let rows = insertion.rows.map { "{id: \(JSON.string($0.id)), height: \(Self.number($0.height))}" }.joined(separator: ", ")
            let place = insertion.before.map { ", before: \(JSON.string($0))" } ?? ""
            return "insertRows: {scrollView: \(insertion.scrollView), rows: [\(rows)]\(place), keepVisibleRow: \(insertion.keepVisibleRow)}"
        case .deleteRows(let deletion):
            let rows = deletion.rows.map(JSON.string).joined(separator: ", ")
            return "deleteRows: {scrollView: \(deletion.scrollView), rows: [\(rows)], keepVisibleRow: \(deletion.keepVisibleRow)}"
        case .pinch(let pinch):
            return "pinch: {scrollView: \(pinch.scrollView), scale: \(Self.number(pinch.scale)), duration: \(pinch.duration)\(Self.center(pinch.center))}"
        case .zoomTo(let zoom):
            return "zoomTo: {scrollView: \(zoom.scrollView), scale: \(Self.number(zoom.scale)), animated: \(zoom.animated)\(Self.center(zoom.center))}"
        case .scrollTo(let scroll):
            let offset = scroll.crossOffset.map { "{x: \($0.word), y: \(scroll.offset.word)}" } ?? scroll.offset.word
            return "scrollTo: {scrollView: \(scroll.scrollView), offset: \(offset), animated: \(scroll.animated)\(Self.duration(scroll.duration))}"
        case .scrollToRow(let scroll):
            return "scrollTo: {scrollView: \(scroll.scrollView), row: \(JSON.string(scroll.row)), anchor: \(scroll.anchor.rawValue), animated: \(scroll.animated)\(Self.duration(scroll.duration))}"
        case .at, .expect, .log, .remember:
            preconditionFailure("exploration makes no \(action) step")
        }
    }

    private func release(_ release: Step.Release, on scrollView: String) -> String {
        switch release {
        case .finger: return "finger"
        case .velocity(let velocity): return vector(velocity, on: scrollView)
        }
    }

    /// A number along the scroll view's axis, or `{x, y}` when it has a part across.
    private func vector(_ vector: Vector, on scrollView: String) -> String {
        let axis = axes[scrollView] ?? .vertical
        guard vector.across(axis) == 0 else { return "{x: \(Self.number(vector.x)), y: \(Self.number(vector.y))}" }
        return Self.number(vector.along(axis))
    }

    /// `, center: {x, y}` for a zoom about a point, nothing about the viewport's middle.
    private static func center(_ center: Vector?) -> String {
        center.map { ", center: {x: \(number($0.x)), y: \(number($0.y))}" } ?? ""
    }

    /// `, duration: D` for a programmatic scroll's duration, unless it is the one the decoder gives.
    private static func duration(_ duration: VirtualTime) -> String {
        duration == StepDecoder.defaultDragDuration ? "" : ", duration: \(duration)"
    }

    /// A number exactly as the decoder reads it back.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
