/// The keys of a spec, its device, screens, scroll views and views, as the
/// decoders read them (a test keeps the two lists equal).
enum LanguageKeys {
    private typealias S = Schema

    /// The top level of a spec.
    static let topLevel: [KeyDeclaration] = [
        KeyDeclaration("scrollspec", "`1`", default: nil, "The language version. Specs of every 1.x release say `1`.", schema: .object([("const", .number(1))])),
        KeyDeclaration("name", "text", default: nil, "The title reports use.", schema: S.type("string")),
        KeyDeclaration("description", "text", default: "none", "Free text for readers.", schema: S.type("string")),
        KeyDeclaration("tags", "list of text", default: "`[]`", "Labels that `--include-tags` and `--exclude-tags` select by.", schema: S.list(S.type("string"))),
        KeyDeclaration("device", "device, or list of named devices", default: "an iPhone-sized device", "The simulated phone; with a list, the script runs once per device and reports name each run `NAME [DEVICE]`.", schema: S.oneOf([S.reference("device"), S.list(S.reference("namedDevice"), minItems: 1)])),
        KeyDeclaration("tabs", "list of identifiers", default: "`[]`", "Tab identifiers in bar order; the first is selected at time 0.", schema: S.list(S.reference("identifier"), unique: true)),
        KeyDeclaration("tabBar", "`{minimizeBehavior, bottomAccessory: {height}, expandsOnScrollBack}`", default: "none", "How the tab bar behaves as iOS 26 draws it, in a spec with `tabs`: `minimizeBehavior` (`automatic`, `never`, `onScrollDown`, `onScrollUp`; `automatic` is `never` on iPhone and iPad) minimises it as the selected tab's content scrolls, `bottomAccessory` adds an accessory above it, and `expandsOnScrollBack: true` expands it after 10 pt of scrolling back (see *The tab bar that minimises*).", schema: S.closedObject(required: [], [
            ("minimizeBehavior", .object([("enum", .array(TabBarMinimizeBehavior.allCases.map { .string($0.rawValue) })), ("default", "automatic")])),
            ("bottomAccessory", S.closedObject(required: ["height"], [("height", S.number(exclusiveMinimum: 0))])),
            ("expandsOnScrollBack", .object([("type", "boolean"), ("default", false)])),
        ])),
        KeyDeclaration("screens", "list of screens", default: nil, "Every screen, at least one.", schema: S.list(S.reference("screen"), minItems: 1)),
        KeyDeclaration("script", "list of steps", default: "none", "The steps to run; without a script the spec is only validated.", schema: S.list(S.reference("step"))),
        KeyDeclaration("explore", "`{steps: {KIND: WEIGHT}}`", default: "every kind, usual weights", "How often `scrollrun explore` makes each kind of step (\(ExploreKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))), 0 to 100; 0 leaves a kind out (see *Invariants*; `set` also inserts and deletes a list's rows, `keyboard` shows and hides it, `scrollTo` and `zoomTo` scroll and zoom as the app does).", schema: .object([("type", "object")])),
        KeyDeclaration("invariants", "list of invariants", default: "`[]`", "What holds at the end of every turn of every run; the run fails at the turn one breaks, at its line (see *Invariants*).", schema: S.list(S.type("object"))),
        KeyDeclaration("tolerance", "number ≥ 0", default: "`0.5`", "How far a number in points (offsets, velocities, distances, translations, sizes) may be from what an expectation says and still match.", schema: S.number(minimum: 0, default: 0.5)),
        KeyDeclaration("unitTolerance", "number ≥ 0", default: "`0.005`", "How far every other number (fractions, alphas, scales, progress, counts) may be from what an expectation says and still match.", schema: S.number(minimum: 0, default: 0.005)),
        KeyDeclaration("use", "list of paths", default: "`[]`", "Plugin files (`*.scrollplugin.yaml`) and directories of them, relative to the spec, whose behaviours the spec may use.", schema: S.list(S.type("string"))),
    ]

    /// A device (`device: {…}`, or each item of a list, where `name` is required).
    static let device: [KeyDeclaration] = [
        KeyDeclaration("name", "text", default: "none (required in a list)", "Names the device in reports: `NAME [SE]`.", schema: S.type("string")),
        KeyDeclaration("width", "number in (0, 10000]", default: "`393`", "Screen width in points.", schema: S.number(exclusiveMinimum: 0, maximum: 10_000, default: 393)),
        KeyDeclaration("height", "number in (0, 10000]", default: "`852`", "Screen height in points; the default viewport height of scroll views.", schema: S.number(exclusiveMinimum: 0, maximum: 10_000, default: 852)),
        KeyDeclaration("statusBarHeight", "number ≥ 0, below `height`", default: "`54`", "Taps with `y < statusBarHeight + 20` are status-bar taps.", schema: S.number(minimum: 0, default: 54)),
        KeyDeclaration("frameRate", "number in [30, 240]", default: "`120`", "Frames per second.", schema: S.number(minimum: 30, maximum: 240, default: 120)),
        KeyDeclaration("hitTestsPerTap", "whole number in [1, 100]", default: "`3`", "How many times UIKit hit-tests one tap; triggers must fire once per tap however many.", schema: S.integer(minimum: 1, maximum: 100, default: 3)),
        KeyDeclaration("safeAreaInsets", "`{top, bottom, left, right}`, each ≥ 0", default: "`{top: 59, bottom: 34}`", "The window's safe area: status bar and sensor housing above, home indicator below (see *Safe area, bars and the keyboard*).", schema: S.closedObject(required: [], ContentInset.sides.map { ($0, S.number(minimum: 0)) })),
        KeyDeclaration("keyboardHeight", "number in (0, `height`]", default: "`336`", "The keyboard's height, the home indicator's area included.", schema: S.number(exclusiveMinimum: 0, default: 336)),
    ]

    /// A screen.
    static let screen: [KeyDeclaration] = [
        KeyDeclaration("id", "identifier", default: nil, "Names the screen.", schema: S.reference("identifier")),
        KeyDeclaration("tab", "tab identifier", default: "none", "The tab this screen is the root of; a screen without `tab` is shown only by `push`.", schema: S.reference("identifier")),
        KeyDeclaration("scrollViews", "list of scroll views", default: "`[]`", "The screen's scroll views.", schema: S.list(S.reference("scrollView"))),
        KeyDeclaration("views", "list of views", default: "`[]`", "What behaviours move or switch: headers, bars, titles.", schema: S.list(S.reference("view"))),
        KeyDeclaration("behaviours", "list of behaviours", default: "`[]`", "One-key maps, `- PLUGIN: {parameters}`.", schema: S.list(S.reference("behaviour"))),
        KeyDeclaration("navigationBar", "`standard`, `large`, `hidden`, or `{style, contentScrollView, hidesBarsOnSwipe}`", default: "none", "The navigation bar over the screen; its scroll views' insets are then adjusted by the bars and the safe area (see *Safe area, bars and the keyboard*). With `hidesBarsOnSwipe: true` (`UINavigationController.hidesBarsOnSwipe`), a finger moving the content scroll view's content up by more than 10 pt in one gesture hides the bar, and a toolbar with items, and one moving it down by more than 10 pt shows them (see *Bars that hide*).", schema: S.oneOf([
            .object([("enum", .array(NavigationBarStyle.allCases.map { .string($0.rawValue) }))]),
            S.closedObject(required: ["style"], [
                ("style", .object([("enum", .array(NavigationBarStyle.allCases.map { .string($0.rawValue) }))])), ("contentScrollView", S.reference("identifier")),
                ("hidesBarsOnSwipe", .object([("type", "boolean"), ("default", false)])),
            ]),
        ])),
        KeyDeclaration("toolbar", "boolean, or `{items: BOOL}`", default: "`false`", "Whether a toolbar shows at the bottom (above the tab bar, if any). `true` is a toolbar without items, which stays while `hidesBarsOnSwipe` hides the navigation bar; `{items: true}` has items and hides with it.", schema: S.oneOf([
            .object([("type", "boolean"), ("default", false)]),
            S.closedObject(required: [], [("items", .object([("type", "boolean"), ("default", false)]))]),
        ])),
    ]

    /// The sizes an item or counted form may give: real and estimated, by any of their names.
    private static let itemSizeSchemas: [(String, JSONValue)] = ["size", "height", "width", "estimatedSize", "estimatedHeight", "estimatedWidth"].map {
        ($0, Schema.number(minimum: 0))
    }

    /// A scroll view.
    static let scrollView: [KeyDeclaration] = [
        KeyDeclaration("id", "identifier", default: nil, "Names the scroll view.", schema: S.reference("identifier")),
        KeyDeclaration("axis", "`vertical`, `horizontal` or `both`", default: "`vertical`", "The axes it scrolls along.", schema: .object([("enum", ["vertical", "horizontal", "both"]), ("default", "vertical")])),
        KeyDeclaration("contentHeight", "number ≥ 0", default: "required unless `axis: horizontal` (then `viewportHeight`) or a vertical scroll view gives `items`, `rows` or `sections`", "Height of the scrolled content.", schema: S.number(minimum: 0)),
        KeyDeclaration("contentWidth", "number ≥ 0", default: "required for `horizontal` (unless it gives `items` or `sections`) and `both` (otherwise `viewportWidth`)", "Width of the scrolled content.", schema: S.number(minimum: 0)),
        KeyDeclaration("rows", "`{count, height, idPrefix}` or a list of `{id, height}`", default: "none", "The rows of a vertical list (`UITableView`): its `contentHeight` is their heights. Rows given by `count` are named by their index (after `idPrefix`, if given). 1.2's form of `items` on a vertical list; see *Items and sections*.", schema: S.oneOf([
            S.closedObject(required: ["count", "height"], [("count", .object([("type", "integer"), ("minimum", .number(0)), ("maximum", .number(100_000))])), ("height", S.number(minimum: 0)), ("idPrefix", S.reference("identifier"))]),
            S.list(S.closedObject(required: ["id", "height"], [("id", S.oneOf([S.type("string"), S.type("number")])), ("height", S.number(minimum: 0))])),
        ])),
        KeyDeclaration("items", "`{count, size, estimatedSize, idPrefix, spacing}` or a list of `{id, size, estimatedSize}`", default: "none", "The items of a vertical or horizontal scroll view (rows, cells, a `LazyVStack`'s or `LazyHStack`'s elements): its content length along the axis is their sizes and the spacing between them. `height`/`width` may stand for `size` along the axis. With `estimatedSize` an item sizes itself: it counts the estimate until it is laid out. See *Items and sections*.", schema: S.oneOf([
            S.closedObject(required: ["count"], [("count", .object([("type", "integer"), ("minimum", .number(0)), ("maximum", .number(100_000))]))] + Self.itemSizeSchemas + [("idPrefix", S.reference("identifier")), ("spacing", S.number(minimum: 0))]),
            S.list(S.closedObject(required: ["id"], [("id", S.oneOf([S.type("string"), S.type("number")]))] + Self.itemSizeSchemas)),
        ])),
        KeyDeclaration("sections", "list of `{id, headerSize, footerSize, pinned, items}`", default: "none", "Items in sections, each with a header and a footer; a pinned header sticks to the leading edge of the visible area while its items pass under it (a plain-style table), a pinned footer to the trailing edge. Counted items are named `SECTION.INDEX`. `pinned` is `headers` (the default), `footers`, `both` or `none`.", schema: S.list(S.closedObject(required: ["id"], [
            ("id", S.reference("identifier")), ("headerSize", S.number(minimum: 0)), ("headerHeight", S.number(minimum: 0)), ("headerWidth", S.number(minimum: 0)),
            ("footerSize", S.number(minimum: 0)), ("footerHeight", S.number(minimum: 0)), ("footerWidth", S.number(minimum: 0)),
            ("pinned", .object([("enum", .array(PinnedViews.allCases.map { .string($0.rawValue) }))])),
            ("items", .object([("type", .array(["object", "array"]))])), ("rows", .object([("type", .array(["object", "array"]))])),
        ]))),
        KeyDeclaration("spacing", "number ≥ 0", default: "`0`", "The space between adjacent items, headers and footers, across sections (`LazyVStack`'s `spacing`).", schema: S.number(minimum: 0)),
        KeyDeclaration("anchor", "`{initialOffset, sizeChanges, alignment}`, each a `UnitPoint` name or `{x, y}`", default: "none", "SwiftUI's `defaultScrollAnchor(_:for:)`: `initialOffset` rests at that point of the bounds after the first layout (not with `initialOffset`); with `sizeChanges`, an offset resting at that point when the content or viewport changes moves to the same point of the new bounds; with `alignment`, content that fits rests at that point of the visible area. Each reads its component along the axis. See *Anchoring*.", schema: S.closedObject(required: [], ["initialOffset", "sizeChanges", "alignment"].map { ($0, S.reference("unitPoint")) })),
        KeyDeclaration("scrollPosition", "`{anchor, keep}`", default: "none", "SwiftUI's `scrollPosition(id:anchor:)`: with `anchor`, `scrollPosition` names the item under that point of the visible area; with `keep: true` every insertion and deletion keeps that item still on the screen.", schema: S.closedObject(required: [], [("anchor", S.reference("unitPoint")), ("keep", S.type("boolean"))])),
        KeyDeclaration("bounceBehavior", "`always` or `basedOnSize`; `{vertical, horizontal}` for `axis: both`", default: "`always`", "With `basedOnSize` (`scrollBounceBehavior(.basedOnSize)`), a finger on content that fits along the axis moves nothing (no rubber band, no pull to refresh); `bounces: false` still wins.", schema: S.oneOf([.object([("enum", ["always", "basedOnSize"])]), S.closedObject(required: [], [("vertical", .object([("enum", ["always", "basedOnSize"])])), ("horizontal", .object([("enum", ["always", "basedOnSize"])]))])])),
        KeyDeclaration("viewportHeight", "number > 0", default: "the device's `height`", "Height of the visible area.", schema: S.number(exclusiveMinimum: 0)),
        KeyDeclaration("viewportWidth", "number > 0", default: "the device's `width`", "Width of the visible area.", schema: S.number(exclusiveMinimum: 0)),
        KeyDeclaration("contentInset", "`{top, bottom, left, right}`", default: "all `0`", "The inset the app sets. On a screen without bars (and without `contentInsetAdjustmentBehavior`) it is the whole adjusted inset, as in version 1; otherwise the system adds the safe area and bars it overlaps.", schema: S.closedObject(required: [], [("top", S.type("number")), ("bottom", S.type("number")), ("left", S.type("number")), ("right", S.type("number"))])),
        KeyDeclaration("contentInsetAdjustmentBehavior", "`automatic`, `scrollableAxes`, `never` or `always`", default: "`automatic` on a screen with bars", "When the system adds the safe area and the bars that overlap the scroll view to its inset; stating it on a screen without bars adjusts by the safe area (and the tab bar).", schema: .object([("enum", .array(InsetAdjustmentBehavior.allCases.map { .string($0.rawValue) }))])),
        KeyDeclaration("keyboardDismissMode", "`none`, `onDrag` or `interactive`", default: "`none`", "What dragging it does to the keyboard: `onDrag` hides it as a drag moves; with `interactive` the keyboard follows the finger below its top edge and, at the lift, hides when the finger moves down and returns otherwise.", schema: .object([("enum", .array(KeyboardDismissMode.allCases.map { .string($0.rawValue) }))])),
        KeyDeclaration("bounces", "boolean", default: "`true`", "Whether it rubber-bands past its bounds.", schema: .object([("type", "boolean"), ("default", true)])),
        KeyDeclaration("decelerationRate", "`normal`, `fast` or a number in (0, 1)", default: "`normal`", "Speed kept per millisecond of a glide: `normal` is 0.998, `fast` 0.99.", schema: S.oneOf([
            .object([("enum", ["normal", "fast"])]),
            .object([("type", "number"), ("exclusiveMinimum", .number(0)), ("exclusiveMaximum", .number(1))]),
        ])),
        KeyDeclaration("initialOffset", "`top`, `bottom` or a number in the scroll range (`left`, `right` for `horizontal`; `{x, y}` for `both`)", default: "`top` (`left`)", "Where it rests at time 0.", schema: S.oneOf([S.reference("offset"), S.reference("point")])),
        KeyDeclaration("scrollsToTop", "boolean", default: "`true`", "Whether a status-bar tap scrolls it to the top (UIKit's rule: only when it is the one visible scroll view that does).", schema: .object([("type", "boolean"), ("default", true)])),
        KeyDeclaration("in", "scroll view identifier", default: "none", "The scroll view of the same screen whose content holds this one; it moves with that content (see *Two axes*).", schema: S.reference("identifier")),
        KeyDeclaration("at", "`{x, y}`", default: "`{x: 0, y: 0}`", "With `in`: the origin of its frame, a point of the outer content.", schema: S.closedObject(required: ["x", "y"], [("x", S.type("number")), ("y", S.type("number"))])),
        KeyDeclaration("minimumZoomScale", "number > 0", default: "`1`", "The smallest `zoomScale`; a scroll view zooms when its maximum is above its minimum.", schema: S.number(exclusiveMinimum: 0)),
        KeyDeclaration("maximumZoomScale", "number > 0", default: "`1`", "The largest `zoomScale`.", schema: S.number(exclusiveMinimum: 0)),
        KeyDeclaration("bouncesZoom", "boolean", default: "`true`", "Whether a pinch may overshoot a limit and animate back to it after the lift.", schema: .object([("type", "boolean"), ("default", true)])),
        KeyDeclaration("directionalLock", "boolean", default: "`false`", "For `axis: both`: a gesture moves it only along its dominant direction (`isDirectionalLockEnabled`).", schema: .object([("type", "boolean"), ("default", false)])),
        KeyDeclaration("edgeEffect", "`{top|bottom|left|right: {style, hidden}}`", default: "every edge `{style: automatic, hidden: false}`", "Each edge's scroll edge effect as iOS 26 draws it under a bar (`scrollEdgeEffectStyle`: `automatic`, `soft`, `hard`; `scrollEdgeEffectHidden`); `SV.edgeEffect.EDGE.active` says when it shows (see *Edge effects*).", schema: S.closedObject(required: [], ScrollEdge.allCases.map { edge in
            (edge.rawValue, S.closedObject(required: [], [
                ("style", .object([("enum", .array(EdgeEffectStyle.allCases.map { .string($0.rawValue) })), ("default", "automatic")])),
                ("hidden", .object([("type", "boolean"), ("default", false)])),
            ]))
        })),
    ]

    /// A view.
    static let view: [KeyDeclaration] = [
        KeyDeclaration("id", "identifier", default: nil, "Names the view.", schema: S.reference("identifier")),
        KeyDeclaration("height", "number ≥ 0", default: "none", "Needed by behaviours that move the view (a header).", schema: S.number(minimum: 0)),
        KeyDeclaration("y", "number ≥ 0", default: "none", "The top of its frame on the screen; with `height`, a `tap: {x, y}` inside the frame taps the view.", schema: S.number(minimum: 0)),
        KeyDeclaration("x", "number ≥ 0", default: "`0`", "The left of its frame.", schema: S.number(minimum: 0)),
        KeyDeclaration("width", "number ≥ 0", default: "the device's `width`", "The width of its frame.", schema: S.number(minimum: 0)),
        KeyDeclaration("in", "scroll view", default: "none", "Places the view in that scroll view's content (with `height`): it moves with the content, reads the item paths (`VIEW.frame.y`, `VIEW.visibleFraction`, …) and takes taps where the scroll view shows it. Not with `y`.", schema: S.reference("identifier")),
        KeyDeclaration("item", "item id", default: "none", "With `in`: the item it lies in; `at` is then within the item.", schema: S.oneOf([S.type("string"), S.type("number")])),
        KeyDeclaration("at", "`{x, y}`", default: "`{x: 0, y: 0}`", "With `in`: its frame's origin in the content, or in its item.", schema: S.closedObject(required: [], [("x", S.type("number")), ("y", S.type("number"))])),
    ]
}
