/// What a behaviour sees of one view: the header it slides, the bar it
/// switches, the properties it writes by name (`title.alpha`).
public protocol ViewHost: AnyObject {
    /// Its identifier in the spec.
    var id: String { get }
    /// The scroll view whose content holds it, when it is placed in content (`in`).
    var containingScrollView: (any ScrollViewHost)? { get }
    /// The part of it its scroll view's visible area shows, when it lies in content.
    var visibleFractionInContent: Double { get }
    /// Where the last tap on it landed on the screen; `nil` for a tap with no point.
    var lastTapPoint: (x: Double, y: Double)? { get }
    /// Its declared height (0 when it declares none).
    var height: Double { get }
    /// Its vertical translation (a header's `transform.ty`, or the constant of
    /// the constraint that places it).
    var translation: Double { get }
    /// How far it may slide: `fraction` is `-translation / collapseRange`.
    var collapseRange: Double { get set }
    /// `-translation / collapseRange`: 0 expanded, 1 collapsed.
    var fraction: Double { get }
    /// `height + translation`.
    var visibleHeight: Double { get }
    /// Its position, for a bar that switches (`top`, `bottom`).
    var position: String? { get set }
    /// Each tap on it: a `tap: {view}` step, or a tap at a point inside its
    /// frame where it is the topmost view (a `UITapGestureRecognizer`, a
    /// button's `touchUpInside`).
    var didTap: Observable<Void> { get }
    /// Each tap on it at a point of its frame (a view the spec places with `y`),
    /// where in the view it landed: a segmented control picks a segment by it.
    var didTapAt: Observable<ViewTap> { get }
    /// Each step of a pan of a finger on it (a `UIPanGestureRecognizer`):
    /// a behaviour that listens owns the fingers that touch it, so the scroll
    /// view under them does not move.
    var pans: Observable<ViewPan> { get }
    /// Each touch of a finger on it from the first point, with no slop
    /// (`touchesBegan`/`Moved`/`Ended`): like ``pans``, listening owns the fingers.
    var touches: Observable<ViewTouch> { get }

    /// Moves the view at once, ending any animation.
    func setTranslation(_ translation: Double)
    /// Animates the translation on the smoothstep curve for `duration`.
    func animateTranslation(to translation: Double, duration: VirtualTime)

    /// The slot of the property `name` a behaviour writes, made on first use;
    /// writing through the slot looks nothing up by name.
    func slot(for name: String, kind: ValueKind) -> Int
    /// Writes a property (expectations, traces and plots read it).
    func set(_ value: PropertyValue, at slot: Int)
}

extension ViewHost {
    /// Fixed on the screen, unless the host places it in content.
    public var containingScrollView: (any ScrollViewHost)? { nil }
    /// All of it, unless the host places it in content.
    public var visibleFractionInContent: Double { 1 }
    /// No point, unless the host says where taps land.
    public var lastTapPoint: (x: Double, y: Double)? { nil }
}
