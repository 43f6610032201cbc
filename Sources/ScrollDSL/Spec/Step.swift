/// One script step, with the position of its line.
public struct Step: Sendable {
    /// What the step does.
    public var action: Action
    /// Where the step is written; failures point here.
    public var mark: Mark

    /// The steps of docs/language.md's table.
    public enum Action: Sendable {
        case selectTab(String)
        /// Shows a screen on the selected tab's stack: the one instance, or with
        /// `fresh`, a new one (a new view controller, as UIKit makes).
        case push(screen: String, animated: Bool, fresh: Bool = false)
        case pop
        case tapStatusBar
        case showKeyboard
        case hideKeyboard
        /// A tap at a point (`x` is the middle of the screen when not given).
        case tap(x: Double?, y: Double)
        /// A tap on a view: at the middle of its frame, or on the view itself when it has none.
        case tapView(String)
        case drag(Drag)
        case fling(scrollView: String, velocity: Vector)
        case scrollTo(ScrollTo)
        /// `scrollToRow(at:at:animated:)`.
        case scrollToRow(RowScroll)
        case insertRows(RowInsertion)
        case deleteRows(RowDeletion)
        /// Two fingers pinch a scroll view that zooms, for the zoom's `duration`, and lift.
        case pinch(Zoom)
        /// `setZoomScale(_:animated:)`.
        case zoomTo(Zoom)
        case wait(VirtualTime)
        case waitForIdle(timeout: VirtualTime)
        case at(VirtualTime)
        case expect(Expectation)
        case log(String)
        case touchDown(scrollView: String)
        case moveBy(scrollView: String, by: Vector, duration: VirtualTime)
        case lift(scrollView: String, release: Release)
        case set([ContentChange])
        case remember([Remembered])
        /// A step that acts on a behaviour by its `id`, such as `endRefreshing`.
        case command(String, behaviour: String)
    }

    /// Touch down, move `by` over `duration`, lift with velocity `release`.
    public struct Drag: Sendable {
        public var scrollView: String
        public var by: Vector
        public var duration: VirtualTime
        public var release: Release
    }

    /// `scrollTo: {scrollView, row, anchor}`.
    public struct RowScroll: Sendable {
        public var scrollView: String
        public var row: String
        public var anchor: RowAnchor
        public var animated: Bool
        public var duration: VirtualTime
    }

    /// `insertRows`: new rows before or after a row, or at the end.
    public struct RowInsertion: Sendable {
        public var scrollView: String
        public var rows: [Row]
        public var before: String?
        public var after: String?
        public var keepVisibleRow: Bool
    }

    /// `deleteRows`.
    public struct RowDeletion: Sendable {
        public var scrollView: String
        public var rows: [String]
        public var keepVisibleRow: Bool
    }

    /// How a finger lifts.
    public enum Release: Sendable, Equatable {
        /// At this velocity, in points per second.
        case velocity(Vector)
        /// At the finger's own velocity (`by / duration` of the move it ends), as
        /// UIKit hands the pan velocity on.
        case finger
    }

    /// New geometry for one scroll view (`set`): what is given changes.
    public struct ContentChange: Sendable {
        public var scrollView: String
        public var contentHeight: Double?
        public var insetTop: Double?
        public var insetBottom: Double?
        public var viewportHeight: Double?
        public var contentWidth: Double?
        public var insetLeft: Double?
        public var insetRight: Double?
        public var viewportWidth: Double?

        /// What changes along y.
        var vertical: AxisLayout {
            AxisLayout(content: contentHeight, insetBefore: insetTop, insetAfter: insetBottom, viewport: viewportHeight)
        }
        /// What changes along x.
        var horizontal: AxisLayout {
            AxisLayout(content: contentWidth, insetBefore: insetLeft, insetAfter: insetRight, viewport: viewportWidth)
        }
    }

    /// A value `remember` keeps under a name, for `$NAME` in matchers.
    public struct Remembered: Sendable {
        public var name: String
        public var path: PropertyPath
    }

    /// A zoom: a pinch by `scale` (times the scale it starts from), or `zoomTo`
    /// a scale, about `center` (the viewport's middle when `nil`).
    public struct Zoom: Sendable {
        public var scrollView: String
        public var scale: Double
        public var center: Vector?
        public var animated: Bool
        public var duration: VirtualTime
    }

    /// A programmatic scroll.
    public struct ScrollTo: Sendable {
        public var scrollView: String
        /// The target along its axis (vertical for `both`).
        public var offset: OffsetTarget
        /// The target across it, when `{x, y}` gives one (`both`).
        public var crossOffset: OffsetTarget?
        public var animated: Bool
        public var duration: VirtualTime
    }
}

/// The step names of docs/language.md, for suggestions.
extension Step {
    /// Every step name, in the reference's order.
    public static let names = StepDeclaration.all.map(\.name)
}
