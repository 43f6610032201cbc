import Testing
import ScrollDSL
import ScrollDSLBuiltIns

private let header = "scrollspec: 1\nname: T\n"

/// A screen with a feed and, on the next line, `scrollView`.
private func feedAnd(_ scrollView: String, _ rest: String = "") -> String {
    header + "screens:\n  - id: home\n    scrollViews:\n      - {id: feed, contentHeight: 5000}\n      - \(scrollView)\n" + rest
}

private let carousel = "{id: cards, axis: horizontal, contentWidth: 1500, viewportHeight: 200, in: feed, at: {x: 0, y: 300}}"
private let photo = "{id: photo, axis: both, contentWidth: 393, contentHeight: 852, maximumZoomScale: 3}"

let brokenTwoAxes: [BrokenRule] = [
    BrokenRule(rule: "a horizontal scroll view needs contentWidth", yaml: feedAnd("{id: cards, axis: horizontal}"), line: 7, token: "{id: cards", message: "a scroll view needs `contentWidth`"),
    BrokenRule(rule: "axis names", yaml: feedAnd("{id: cards, axis: horizontl, contentWidth: 900}"), line: 7, token: "horizontl", message: "`axis` cannot be `horizontl`; did you mean `horizontal`?"),
    BrokenRule(rule: "in names a scroll view", yaml: feedAnd("{id: cards, axis: horizontal, contentWidth: 900, in: fed}"), line: 7, token: "fed", message: "`in` names no scroll view of this screen: `fed`; did you mean `feed`?"),
    BrokenRule(rule: "in names a scroll view of the same screen", yaml: feedAnd("{id: cards, axis: horizontal, contentWidth: 900}", "  - id: other\n    scrollViews: [{id: list, contentHeight: 900, in: cards}]\n"), line: 9, token: "cards", message: "`cards` is on another screen"),
    BrokenRule(rule: "containment has no cycle", yaml: feedAnd("{id: cards, axis: horizontal, contentWidth: 900, in: inner}\n      - {id: inner, contentHeight: 900, in: cards}"), line: 7, token: "inner", message: "scroll views cannot contain each other: `cards` in `inner` in `cards`"),
    BrokenRule(rule: "at lies in the outer content", yaml: feedAnd("{id: cards, axis: horizontal, contentWidth: 900, in: feed, at: {x: 0, y: 9000}}"), line: 7, token: "{x: 0", message: "`at` {x: 0, y: 9000} is outside the content of `feed` (393 × 5000)"),
    BrokenRule(rule: "at goes with in", yaml: feedAnd("{id: cards, axis: horizontal, contentWidth: 900, at: {x: 0, y: 10}}"), line: 7, token: "{x: 0", message: "add `in: OUTER`"),
    BrokenRule(rule: "offset words follow the axis", yaml: feedAnd(carousel, "script:\n  - expect: {cards.offset: top}\n"), line: 9, token: "top", message: "`cards.offset` cannot be `top` along x; use `left` or `right`"),
    BrokenRule(rule: "initialOffset words follow the axis", yaml: feedAnd("{id: cards, axis: horizontal, contentWidth: 900, initialOffset: bottom}"), line: 7, token: "bottom", message: "`initialOffset` cannot be `bottom` along x"),
    BrokenRule(rule: "scrollTo {x, y} moves one axis of a one-axis scroll view", yaml: feedAnd(carousel, "script:\n  - scrollTo: {scrollView: cards, offset: {x: 10, y: 40}}\n"), line: 9, token: "{x: 10", message: "`offset` of `cards` moves only x: it scrolls only horizontally, so its y stays at `top`"),
    BrokenRule(rule: "a both-ways scrollTo names x in a point", yaml: feedAnd(photo, "script:\n  - scrollTo: {scrollView: photo, offset: right}\n"), line: 9, token: "right}", message: "`offset` of a scroll view that scrolls both ways is along y (`top`, `bottom` or a number), so `right` is a point's x: `{x: right, y: top}`"),
    BrokenRule(rule: "directionalLock is for both", yaml: feedAnd("{id: cards, axis: horizontal, contentWidth: 900, directionalLock: true}"), line: 7, token: "true", message: "`directionalLock` is for scroll views with `axis: both`"),
    BrokenRule(rule: "zoom limits in order", yaml: feedAnd("{id: photo, axis: both, contentWidth: 900, contentHeight: 900, minimumZoomScale: 3, maximumZoomScale: 2}"), line: 7, token: "3,", message: "`minimumZoomScale` 3 is above `maximumZoomScale` 2"),
    BrokenRule(rule: "a pinch needs a scroll view that zooms", yaml: feedAnd(carousel, "script:\n  - pinch: {scrollView: cards, scale: 2}\n"), line: 9, token: "cards", message: "`cards` cannot zoom: give it `maximumZoomScale` above its `minimumZoomScale`"),
    BrokenRule(rule: "a zoom's center lies in the viewport", yaml: feedAnd(photo, "script:\n  - zoomTo: {scrollView: photo, scale: 2, center: {x: 500, y: 10}}\n"), line: 9, token: "500", message: "`center.x` must be at most 393, not 500"),
    BrokenRule(rule: "scale is above 0", yaml: feedAnd(photo, "script:\n  - pinch: {scrollView: photo, scale: 0}\n"), line: 9, token: "0}", message: "`scale` must be more than 0, not 0"),
]

@Suite("Validation rules of two axes")
struct TwoAxesValidationTests {
    @Test("two axes, containment and zoom", arguments: brokenTwoAxes) func twoAxes(_ rule: BrokenRule) { expectOneProblem(rule) }
}
