import ScrollText

/// What a replay page embeds of one run, as JSON: the device, the screens'
/// geometry (scroll views, containment, views and their frames, in the content
/// for views placed there), and the
/// sampled values, steps and failures the run recorded.
enum ReplayData {
    /// The run of `spec` that recorded `plot`, as a JSON object.
    static func json(spec: Spec, plot: PlotData) -> String {
        let device = spec.device
        return JSON.object([
            ("name", JSON.string(spec.displayName)),
            ("device", JSON.object([
                ("name", JSON.string(device.name ?? "")), ("width", number(device.width)),
                ("height", number(device.height)), ("statusBar", number(device.statusBarHeight)),
                ("safeTop", number(device.safeAreaInsets.top)), ("safeBottom", number(device.safeAreaInsets.bottom)),
            ])),
            ("tabs", list(spec.tabs.map(JSON.string))),
            ("accessory", spec.tabBar?.accessoryHeight.map(number) ?? "0"),
            ("screens", list(spec.screens.map(screen))),
            ("end", seconds(plot.endTime)),
            ("series", list(plot.series.map(series))),
            ("steps", list(plot.steps.map { JSON.object([("t", seconds($0.time)), ("line", String($0.line)), ("label", JSON.string($0.label))]) })),
            ("failures", list((plot.failures.map { ($0.time, $0.message) } + (plot.stop.map { [($0.time, $0.message)] } ?? [])).map {
                JSON.object([("t", seconds($0.0)), ("message", JSON.string($0.1))])
            })),
        ])
    }

    private static func screen(_ screen: Screen) -> String {
        JSON.object([
            ("id", JSON.string(screen.id)),
            ("navigationBar", screen.navigationBar.map { JSON.string($0.style.rawValue) } ?? "null"),
            ("toolbar", screen.toolbar ? "true" : "false"),
            ("scrollViews", list(screen.scrollViews.map(scrollView))),
            ("views", list(screen.views.map(view))),
        ])
    }

    private static func scrollView(_ scrollView: ScrollViewSpec) -> String {
        let inset = scrollView.adjustedContentInset
        return JSON.object([
            ("id", JSON.string(scrollView.id)), ("axis", JSON.string(scrollView.axis.rawValue)),
            ("size", list([scrollView.contentWidth, scrollView.contentHeight].map(number))),
            ("viewport", list([scrollView.viewportWidth, scrollView.viewportHeight].map(number))),
            ("inset", list([inset.top, inset.bottom, inset.left, inset.right].map(number))),
            ("in", scrollView.container.map { JSON.string($0.outer) } ?? "null"),
            ("at", scrollView.container.map { list([$0.origin.x, $0.origin.y].map(number)) } ?? "null"),
        ])
    }

    private static func view(_ view: ViewSpec) -> String {
        JSON.object([
            ("id", JSON.string(view.id)),
            ("height", view.height.map(number) ?? "null"),
            ("frame", view.frame.map { list([$0.x, $0.y, $0.width, $0.height].map(number)) } ?? "null"),
            ("content", view.placement.map { placement in
                JSON.object([
                    ("in", JSON.string(placement.scrollView)), ("item", placement.item.map(JSON.string) ?? "null"),
                    ("frame", list([placement.x, placement.y, placement.width, placement.height].map(number))),
                ])
            } ?? "null"),
        ])
    }

    /// A property's points as two lists, times and values, numbers to 0.01.
    private static func series(_ series: PlotData.Series) -> String {
        JSON.object([
            ("path", JSON.string(series.path.description)),
            ("t", list(series.points.map { seconds($0.time) })),
            ("v", list(series.points.map { point in
                if case .number(let value) = point.value { return number(value) }
                return point.value.json
            })),
        ])
    }

    private static func seconds(_ time: VirtualTime) -> String {
        number(time.seconds, places: 10_000)
    }

    private static func number(_ value: Double) -> String {
        number(value, places: 100)
    }

    /// `value` to 1/`places`; a value of 10^15 or more has no fractions to round (and
    /// scaling it up could make it infinite, which JSON cannot hold).
    private static func number(_ value: Double, places: Double) -> String {
        guard abs(value) < 1e15 else { return value.formatted }
        let rounded = (value * places).rounded() / places
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : "\(rounded)"
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }
}
