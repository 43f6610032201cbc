import ScrollDSL

/// A profile screen: one header over a horizontal pager of vertical lists,
/// with a segment bar that pins (JXPagingView, MXSegmentedPager).
public struct SegmentedLists: BehaviourPlugin {
    /// The plugin.
    public init() {}

    public var declaration: PluginDeclaration { Self.declaration }

    static let pager = Parameter.scrollView("pager", "The horizontal scroll view whose pages are the lists (the scroll views `in` it, left to right).")
    static let header = Parameter.view("header", needsHeight: true, "The header the lists scroll away, shared by every list.")
    static let segmentBar = Parameter.view("segmentBar", needsHeight: true, "The segment bar under the header: it moves with the header, then pins; a tap on it (it needs a frame) selects the segment under the finger.")
    static let initialSegment = Parameter.number("initialSegment", minimum: 0, default: 0, "The segment shown at time 0.")
    static let switchDuration = Parameter.duration("switchDuration", default: .milliseconds(300), "How long the pager animates to a tapped segment.")

    /// `segmentedLists`: its name, parameters, the properties it writes and its examples.
    public static let declaration = PluginDeclaration(
        name: "segmentedLists",
        summary: "One collapsing header over a pager of lists, with a segment bar that pins.",
        documentation: """
        The lists are the scroll views `in: pager`, left to right; each keeps its own \
        offset. The list in view (the selected segment) moves the header and the segment \
        bar together by `-clamp(offset - top, 0, height of the header)`, so the bar pins \
        once the header has gone. Every other list is kept aligned at each report, so that \
        the one that comes into view never makes the header jump: while the header shows \
        in part they rest at the same collapse (`top + collapse`), and once it has gone \
        they keep their own offset, but not above `top + height` (a list a finger holds \
        moves too, and the finger drags on from there); one too short is aligned as far \
        as its content allows. The \
        selected segment is the page under the pager's middle (a swipe), or the one a tap \
        on the bar chooses, which scrolls the pager to it over `switchDuration`; the list \
        that becomes selected is aligned to the header as it is. Writes `selectedSegment` (the \
        index, from 0) on the segment bar.
        """,
        parameters: [pager.declaration, header.declaration, segmentBar.declaration, initialSegment.declaration, switchDuration.declaration],
        writes: [ViewPropertyWrite(parameter: "header", properties: [.translation, .fraction, .visibleHeight]),
                 ViewPropertyWrite(parameter: "segmentBar", written: [(.translation, .number), (selectedSegment, .number)])],
        examples: [
            .passes("the list in view moves the header; the others follow so that none jumps", profile("Profile", script: [
                "drag: {scrollView: posts, by: 120}",
                "expect: {header.translation: -120, segments.translation: -120, replies.offset: -124, segments.selectedSegment: 0}",
                "drag: {scrollView: posts, by: 900}",
                "expect: {header.translation: -200, segments.translation: -200, replies.offset: -44}",
            ])),
            .passes("a swipe to the next page selects its segment; a tap on the bar selects the segment under it", profile("Switching", script: [
                "drag: {scrollView: posts, by: {x: 200, y: 0}, release: 2000}",
                "waitForIdle",
                "expect: {pager.offset: 393, segments.selectedSegment: 1}",
                "tap: {x: 40, y: 230}",
                "expect: {segments.selectedSegment: 0}",
                "expect: {pager.offset: 0, within: 300ms}",
            ])),
            .rejected("a segment that is not there", profile("Out of range", parameters: ", initialSegment: 3"),
                      message: "`initialSegment` 3 is out of range: `pager` has 3 lists, segments 0 to 2"),
        ]
    )

    /// The property the behaviour writes on the segment bar.
    static let selectedSegment = Property("selectedSegment")

    public func problems(in behaviour: BehaviourSpec, on screen: DeclaredScreen) -> [ParameterProblem] {
        guard let pager = behaviour["pager"]?.string, let axis = screen.axis(ofScrollView: pager) else { return [] }
        guard axis == .horizontal else {
            return [ParameterProblem(parameter: "pager", message: "`\(pager)` must scroll horizontally (`axis: horizontal`): its pages are the lists")]
        }
        let count = screen.scrollViews(inside: pager).count
        guard count > 0 else {
            return [ParameterProblem(parameter: "pager", message: "`\(pager)` holds no lists; put each list in it with `in: \(pager)` and `at: {x, y}`")]
        }
        var problems: [ParameterProblem] = []
        if let index = behaviour["initialSegment"]?.number, index >= Double(count) || index != index.rounded() {
            problems.append(ParameterProblem(parameter: "initialSegment", message: "`initialSegment` \(index.formatted) is out of range: `\(pager)` has \(count) lists, segments 0 to \(count - 1)"))
        }
        if let bar = behaviour["segmentBar"]?.string, !screen.hasFrame(view: bar) {
            problems.append(ParameterProblem(parameter: "segmentBar", message: "`\(bar)` needs a frame (`y` and `height`) so that a tap chooses the segment under the finger"))
        }
        return problems
    }

    public func install(_ behaviour: BehaviourSpec, in context: BehaviourContext) {
        let pager = context[Self.pager], header = context[Self.header], bar = context[Self.segmentBar]
        let lists = context.scrollViews(inside: pager)
        let range = header.height
        header.collapseRange = range
        let state = Selection(Int(context[Self.initialSegment]), bar: bar)
        if state.index > 0 {
            pager.setContentOffset((pager.top + Double(state.index) * pager.viewportHeight).clamped(pager.top, pager.bottom), animated: false, duration: .zero)
        }
        /// Where `page` rests to show the header collapsed by `collapse`: at the same
        /// collapse while the header shows, else at its own offset but not above it.
        /// (A list a finger holds moves too, and the finger drags on from there.)
        func align(_ page: any ScrollViewHost, to collapse: Double) {
            let aligned = collapse < range ? page.top + collapse : max(page.contentOffset, page.top + range)
            let target = min(aligned, page.bottom)
            if target != page.contentOffset { page.setContentOffset(target, animated: false, duration: .zero) }
        }
        for (index, list) in lists.enumerated() {
            let shown = list.didScroll.filter("filter(segment == \(index))") { _ in state.index == index }
            let collapse = shown.map("clamp(offset - top, 0, \(range.formatted))") { ($0.current - $0.top).clamped(0, range) }
            context.sink("set(\(header.id).translation, \(bar.id).translation)", collapse) { collapse in
                header.setTranslation(-collapse)
                bar.setTranslation(-collapse)
            }
            context.sink("align the other lists", collapse) { collapse in
                for (other, page) in lists.enumerated() where other != index { align(page, to: collapse) }
            }
        }
        // The page under the pager's middle is the selected one (a swipe); the list
        // that becomes selected is aligned to the header as it is.
        let pages = pager.didScroll.map("round((offset - top) / viewport)") { Int((($0.current - $0.top) / pager.viewportHeight).rounded()) }
        context.sink("select(segment), align its list", pages) { page in
            guard state.select(page, of: lists.count) else { return }
            align(lists[state.index], to: -header.translation)
        }
        let tapped = bar.didTapAt.map("floor(x / (width / \(lists.count)))") { Int(($0.x / ($0.width / Double(lists.count))).rounded(.down)) }
        let duration = context[Self.switchDuration]
        context.sink("select(segment), setContentOffset(\(pager.id), animated: true)", tapped) { segment in
            if state.select(segment, of: lists.count) { align(lists[state.index], to: -header.translation) }
            let page = pager.top + Double(state.index) * pager.viewportHeight
            pager.setContentOffset(page.clamped(pager.top, pager.bottom), animated: true, duration: duration)
        }
    }

    /// The selected segment, written on the bar as it changes.
    private final class Selection {
        private(set) var index: Int
        private let bar: any ViewHost
        private let slot: Int

        init(_ index: Int, bar: any ViewHost) {
            self.index = index
            self.bar = bar
            slot = bar.slot(for: SegmentedLists.selectedSegment.name, kind: .number)
            bar.set(.number(Double(index)), at: slot)
        }

        /// Selects `segment` (kept among the `count`); returns whether the selection changed.
        func select(_ segment: Int, of count: Int) -> Bool {
            let clamped = min(max(segment, 0), count - 1)
            guard clamped != index else { return false }
            index = clamped
            bar.set(.number(Double(clamped)), at: slot)
            return true
        }
    }

    /// A profile: a pager of three lists (posts, replies, likes) under a
    /// 200 pt header and a 44 pt segment bar, and this behaviour.
    private static func profile(_ name: String, parameters: String = "", script: [String] = []) -> String {
        PluginExample.oneScreenSpec(name, screen: "profile", body: [
            "scrollViews:",
            "  - {id: pager, axis: horizontal, contentWidth: 1179, scrollsToTop: false}",
            "  - {id: posts, contentHeight: 5000, contentInset: {top: 244}, in: pager, at: {x: 0, y: 0}}",
            "  - {id: replies, contentHeight: 3000, contentInset: {top: 244}, in: pager, at: {x: 393, y: 0}, scrollsToTop: false}",
            "  - {id: likes, contentHeight: 900, contentInset: {top: 244}, in: pager, at: {x: 786, y: 0}, scrollsToTop: false}",
            "views: [{id: header, height: 200}, {id: segments, y: 200, height: 44}]",
            "behaviours:",
            "  - snap: {scrollView: pager, mode: page}",
            "  - segmentedLists: {pager: pager, header: header, segmentBar: segments\(parameters)}",
        ], script: script)
    }
}
