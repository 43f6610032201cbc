import ScrollText

/// Draws a run's `PlotData` as a standalone SVG: numeric properties as step
/// lines on shared axes, word-valued ones (a bar's position) as lanes below,
/// script steps as dashed markers, failed expectations as red crosses.
public enum SVGPlot {
    private static let width = 1000.0
    private static let chartTop = 64.0
    private static let chartHeight = 360.0
    private static let left = 80.0
    private static let right = 200.0
    private static let laneHeight = 36.0
    private static let palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    /// The plot of `data` as one SVG document.
    public static func render(_ data: PlotData) -> String {
        let numeric = data.series.filter(\.isNumeric)
        let lanes = data.series.filter { !$0.isNumeric }
        let chartBottom = chartTop + chartHeight
        let height = chartBottom + 40 + Double(lanes.count) * laneHeight + 40
        let plotRight = width - right
        let end = max(data.endTime.seconds, 0.001)
        let x = AxisScale(covering: 0, end, pixels: left, plotRight, padding: 0)
        let values = numeric.flatMap { $0.points.compactMap(\.value.number) }
        let y = AxisScale(covering: values.min() ?? 0, values.max() ?? 1, pixels: chartBottom, chartTop)

        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(n(left))\" y=\"24\" font-size=\"16\" font-weight=\"bold\">\(escape(data.title))</text>",
            "<text x=\"\(n(left))\" y=\"44\" fill=\"#555\">\(escape(data.file)) — properties over virtual time; dashed lines are script steps, red crosses failed expectations</text>",
        ]
        svg += axes(x: x, y: y, top: chartTop, bottom: chartBottom, right: plotRight)
        svg += steps(data.steps, x: x, top: chartTop, bottom: chartBottom + Double(lanes.count) * laneHeight + 10)
        for (index, series) in numeric.enumerated() {
            svg.append(polyline(series, color: palette[index % palette.count], x: x, y: y, end: data.endTime))
        }
        for (index, series) in lanes.enumerated() {
            svg += lane(series, top: chartBottom + 40 + Double(index) * laneHeight, x: x, end: data.endTime, color: palette[(numeric.count + index) % palette.count])
        }
        svg += failures(data.failures, x: x, y: y, laneTop: chartBottom + 40, lanes: lanes.map(\.path))
        svg += legend(numeric + lanes, numericCount: numeric.count, x: plotRight + 20)
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private static func axes(x: AxisScale, y: AxisScale, top: Double, bottom: Double, right: Double) -> [String] {
        var lines = ["<g stroke=\"#999\" fill=\"none\"><rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(right - left))\" height=\"\(n(bottom - top))\"/></g>"]
        for tick in y.ticks() {
            let py = y.pixel(tick)
            lines.append("<line x1=\"\(n(left))\" y1=\"\(n(py))\" x2=\"\(n(right))\" y2=\"\(n(py))\" stroke=\"#eee\"/>")
            lines.append("<text x=\"\(n(left - 6))\" y=\"\(n(py + 4))\" text-anchor=\"end\">\(tick.formatted)</text>")
        }
        for tick in x.ticks(count: 8) {
            let px = x.pixel(tick)
            lines.append("<line x1=\"\(n(px))\" y1=\"\(n(bottom))\" x2=\"\(n(px))\" y2=\"\(n(bottom + 5))\" stroke=\"#999\"/>")
            lines.append("<text x=\"\(n(px))\" y=\"\(n(bottom + 18))\" text-anchor=\"middle\">\(tick.formatted)</text>")
        }
        lines.append("<text x=\"\(n((left + right) / 2))\" y=\"\(n(bottom + 34))\" text-anchor=\"middle\" fill=\"#333\">virtual time (s)</text>")
        lines.append("<text transform=\"translate(18 \(n((top + bottom) / 2))) rotate(-90)\" text-anchor=\"middle\" fill=\"#333\">points</text>")
        return lines
    }

    /// The most step or failure markers a plot draws one by one: past them,
    /// only the first in each pixel column is drawn (the others would hide
    /// under it), and no more than this many.
    static let markersDrawn = 1_000

    /// `markers`, or past ``markersDrawn`` the first of each pixel column `x` gives.
    private static func thinned<Marker>(_ markers: [Marker], x: (Marker) -> Double) -> ArraySlice<Marker> {
        guard markers.count > markersDrawn else { return markers[...] }
        var columns = Set<Int>()
        return markers.filter { columns.insert(Int(x($0).rounded())).inserted }.prefix(markersDrawn)
    }

    private static func steps(_ steps: [PlotData.StepMarker], x: AxisScale, top: Double, bottom: Double) -> [String] {
        var lastLabelX = -Double.infinity
        return thinned(steps) { x.pixel($0.time.seconds) }.flatMap { step -> [String] in
            let px = x.pixel(step.time.seconds)
            var lines = ["<line x1=\"\(n(px))\" y1=\"\(n(top))\" x2=\"\(n(px))\" y2=\"\(n(bottom))\" stroke=\"#bbb\" stroke-dasharray=\"3 3\"><title>line \(step.line): \(escape(step.label)) at t=\(step.time)</title></line>"]
            if px - lastLabelX > 14 {
                lines.append("<text x=\"\(n(px + 2))\" y=\"\(n(top + 10))\" font-size=\"9\" fill=\"#888\">\(step.line)</text>")
                lastLabelX = px
            }
            return lines
        }
    }

    /// A step line: each value holds until the next one. Dense series keep, per
    /// pixel column, their first, lowest, highest and last values.
    private static func polyline(_ series: PlotData.Series, color: String, x: AxisScale, y: AxisScale, end: VirtualTime) -> String {
        var vertices: [(Double, Double)] = []
        var column: (x: Int, first: Double, low: Double, high: Double, last: Double)?
        func flush() {
            guard let column else { return }
            for value in [column.first, column.low, column.high, column.last] {
                vertices.append((Double(column.x), y.pixel(value)))
            }
        }
        let points = series.points.compactMap { point in point.value.number.map { (point.time, $0) } }
        for (index, (time, value)) in points.enumerated() {
            let px = Int(x.pixel(time.seconds).rounded())
            if let current = column, current.x == px {
                column = (px, current.first, min(current.low, value), max(current.high, value), value)
                continue
            }
            if let previous = column?.last ?? (index > 0 ? points[index - 1].1 : nil) {
                flush()
                vertices.append((Double(px), y.pixel(previous)))
            }
            column = (px, value, value, value, value)
        }
        flush()
        if let last = points.last {
            vertices.append((x.pixel(end.seconds), y.pixel(last.1)))
        }
        let coordinates = vertices.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        return "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.8\" points=\"\(coordinates)\"><title>\(escape(series.name))</title></polyline>"
    }

    private static func lane(_ series: PlotData.Series, top: Double, x: AxisScale, end: VirtualTime, color: String) -> [String] {
        var lines = ["<text x=\"\(n(left))\" y=\"\(n(top + 10))\" font-size=\"10\" fill=\"#555\">\(escape(series.name))</text>"]
        for (index, point) in series.points.enumerated() {
            let start = x.pixel(point.time.seconds)
            let stop = x.pixel((index + 1 < series.points.count ? series.points[index + 1].time : end).seconds)
            let text = point.value.plotText
            let opacity = index % 2 == 0 ? "0.35" : "0.2"
            lines.append("<rect x=\"\(n(start))\" y=\"\(n(top + 14))\" width=\"\(n(max(stop - start, 1)))\" height=\"\(n(laneHeight - 18))\" fill=\"\(color)\" fill-opacity=\"\(opacity)\"><title>\(escape(series.name)) = \(escape(text)) from t=\(point.time)</title></rect>")
            if stop - start > Double(text.count) * 7 + 6 {
                lines.append("<text x=\"\(n(start + 4))\" y=\"\(n(top + 27))\">\(escape(text))</text>")
            }
        }
        return lines
    }

    private static func failures(_ failures: [PlotData.FailureMarker], x: AxisScale, y: AxisScale, laneTop: Double, lanes: [PropertyPath]) -> [String] {
        thinned(failures) { x.pixel($0.time.seconds) }.map { failure in
            let px = x.pixel(failure.time.seconds)
            let py: Double
            if let value = failure.value.number {
                py = y.pixel(value)
            } else if let lane = lanes.firstIndex(of: failure.path) {
                py = laneTop + Double(lane) * laneHeight + 23
            } else {
                py = y.pixelLow
            }
            let cross = "M\(n(px - 6)),\(n(py - 6)) L\(n(px + 6)),\(n(py + 6)) M\(n(px - 6)),\(n(py + 6)) L\(n(px + 6)),\(n(py - 6))"
            return "<path d=\"\(cross)\" stroke=\"#d00\" stroke-width=\"2.5\"><title>\(escape(failure.message))</title></path>"
        }
    }

    private static func legend(_ series: [PlotData.Series], numericCount: Int, x: Double) -> [String] {
        var lines = ["<text x=\"\(n(x))\" y=\"\(n(chartTop + 4))\" font-weight=\"bold\">Legend</text>"]
        for (index, item) in series.enumerated() {
            let y = chartTop + 24 + Double(index) * 20
            let color = palette[index % palette.count]
            let swatch = index < numericCount
                ? "<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 22))\" y2=\"\(n(y - 4))\" stroke=\"\(color)\" stroke-width=\"3\"/>"
                : "<rect x=\"\(n(x))\" y=\"\(n(y - 10))\" width=\"22\" height=\"12\" fill=\"\(color)\" fill-opacity=\"0.35\"/>"
            lines += [swatch, "<text x=\"\(n(x + 28))\" y=\"\(n(y))\">\(escape(item.name))</text>"]
        }
        let y = chartTop + 24 + Double(series.count) * 20
        lines.append("<line x1=\"\(n(x))\" y1=\"\(n(y - 4))\" x2=\"\(n(x + 22))\" y2=\"\(n(y - 4))\" stroke=\"#bbb\" stroke-dasharray=\"3 3\"/>")
        lines.append("<text x=\"\(n(x + 28))\" y=\"\(n(y))\">script step (line)</text>")
        lines.append("<path d=\"M\(n(x + 5)),\(n(y + 10)) L\(n(x + 17)),\(n(y + 22)) M\(n(x + 5)),\(n(y + 22)) L\(n(x + 17)),\(n(y + 10))\" stroke=\"#d00\" stroke-width=\"2.5\"/>")
        lines.append("<text x=\"\(n(x + 28))\" y=\"\(n(y + 20))\">failed expectation</text>")
        return lines
    }

    /// Coordinates with one decimal: short, and stable across runs.
    private static func n(_ value: Double) -> String {
        value.rounded(toPlaces: 1).formatted
    }

    private static func escape(_ text: String) -> String {
        XML.escape(text)
    }
}

extension PropertyValue {
    /// The number, when this is one.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value as a lane label.
    var plotText: String {
        switch self {
        case .number(let value): return value.rounded(toPlaces: 3).formatted
        case .text(let text): return text
        case .boolean(let flag): return String(flag)
        case .null: return "null"
        }
    }
}
