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
        /// The scroll view the finger lands on.
        public var scrollView: String
        /// How far the finger moves, in points (a positive `y` moves the content's offset down).
        public var by: Vector
        /// How long the move takes.
        public var duration: VirtualTime
        /// How the finger lifts.
        public var release: Release
    }

    /// `scrollTo: {scrollView, row, anchor}`.
    public struct RowScroll: Sendable {
        /// The list scrolled.
        public var scrollView: String
        /// The row scrolled to.
        public var row: String
        /// Where the row ends up in the visible area: `top`, `middle` or `bottom` (`scrollToRow(at:at:animated:)`'s position).
        public var anchor: RowAnchor
        /// Whether the scroll animates.
        public var animated: Bool
        /// How long the animation lasts.
        public var duration: VirtualTime
    }

    /// `insertRows`: new rows before or after a row, or at the end.
    public struct RowInsertion: Sendable {
        /// The list the rows go into.
        public var scrollView: String
        /// The new rows, in order.
        public var rows: [Row]
        /// The row they go before, if given.
        public var before: String?
        /// The row they go after, if given; at the end of the list when neither is.
        public var after: String?
        /// Whether the offset moves by what changed above the first visible row, so that row keeps its place on the screen.
        public var keepVisibleRow: Bool
    }

    /// `deleteRows`.
    public struct RowDeletion: Sendable {
        /// The list the rows leave.
        public var scrollView: String
        /// The ids of the rows deleted.
        public var rows: [String]
        /// Whether the offset moves by what changed above the first visible row, so that row keeps its place on the screen.
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
        /// The scroll view changed.
        public var scrollView: String
        /// The new `contentHeight`, if given.
        public var contentHeight: Double?
        /// The new `contentInset.top`, if given.
        public var insetTop: Double?
        /// The new `contentInset.bottom`, if given.
        public var insetBottom: Double?
        /// The new `viewportHeight`, if given.
        public var viewportHeight: Double?
        /// The new `contentWidth`, if given.
        public var contentWidth: Double?
        /// The new `contentInset.left`, if given.
        public var insetLeft: Double?
        /// The new `contentInset.right`, if given.
        public var insetRight: Double?
        /// The new `viewportWidth`, if given.
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
        /// The name `$NAME` reads it by.
        public var name: String
        /// The property whose value it keeps.
        public var path: PropertyPath
    }

    /// A zoom: a pinch by `scale` (times the scale it starts from), or `zoomTo`
    /// a scale, about `center` (the viewport's middle when `nil`).
    public struct Zoom: Sendable {
        /// The scroll view zoomed.
        public var scrollView: String
        /// The scale: a pinch multiplies the scale it starts from by it; `zoomTo` sets it.
        public var scale: Double
        /// The point of the viewport zoomed about; its middle when `nil`.
        public var center: Vector?
        /// Whether `zoomTo` animates (for 300 ms); a pinch always takes its `duration`.
        public var animated: Bool
        /// How long a pinch lasts.
        public var duration: VirtualTime
    }

    /// A programmatic scroll.
    public struct ScrollTo: Sendable {
        /// The scroll view scrolled.
        public var scrollView: String
        /// The target along its axis (vertical for `both`).
        public var offset: OffsetTarget
        /// The target across it, when `{x, y}` gives one (`both`).
        public var crossOffset: OffsetTarget?
        /// Whether the scroll animates (`setContentOffset(_:animated:)`).
        public var animated: Bool
        /// How long the animation lasts.
        public var duration: VirtualTime
    }
}

/// The step names of docs/language.md, for suggestions.
extension Step {
    /// Every step name, in the reference's order.
    public static let names = StepDeclaration.all.map(\.name)
}
