/// An `expect` step: checks that must all hold, now or within a time, and
/// then, with `during`, at every turn for a time.
package struct Expectation: Sendable {
    /// The checks, in file order.
    package var checks: [Check]
    /// When set, the checks may come true at any turn up to this long after the step.
    package var within: VirtualTime?
    /// When set, the checks must hold at every turn for this long (after `within`, if any).
    package var during: VirtualTime?
}

extension Expectation {
    /// Its times as messages and summaries add them: ` within 1s during 2s`.
    var timing: String {
        (within.map { " within \($0)" } ?? "") + (during.map { " during \($0)" } ?? "")
    }
}

/// One `PATH: MATCHER` entry of an expectation.
package struct Check: Sendable {
    /// What is checked.
    package var path: PropertyPath
    /// What it must match.
    package var matcher: Matcher
    /// Where the entry is written.
    package var mark: Mark
}

/// `TARGET.property`, such as `feed.offset` or `tabBar.selected`.
public struct PropertyPath: Sendable, Hashable, CustomStringConvertible {
    /// A scroll view, view or screen identifier, or `tabBar`.
    public var target: String
    /// The property read.
    public var property: Property

    /// How it reads in messages and reports.
    public var description: String { "\(target).\(property.rawValue)" }
}

/// A property expectations can read: a scroll view's, a screen's, the tab
/// bar's, or one a behaviour writes on a view (any name a composed behaviour
/// sets, such as `alpha`).
public struct Property: Sendable, Hashable, CustomStringConvertible {
    /// Its name, as paths write it.
    public let name: String

    /// The property called `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// `SV.offset`: the content offset along the scroll view's axis (vertical for `both`), in points.
    package static let offset = Property("offset")
    /// `SV.velocity`: the velocity along its axis, in points per second (at `dragEnd`, the release velocity).
    package static let velocity = Property("velocity")
    /// `SV.phase`: `idle`, `tracking`, `decelerating` or `animating` (a ``ScrollPhase``).
    package static let phase = Property("phase")
    /// `SV.scrollPhase`: what it is doing as SwiftUI names it (`tracking` until the pan begins, then `interacting`).
    package static let scrollPhase = Property("scrollPhase")
    /// `SV.distanceFromTop`: `offset - top`, in points (negative when pulled past the top).
    package static let distanceFromTop = Property("distanceFromTop")
    /// `SV.distanceFromBottom`: `bottom - offset`, in points (negative when pulled past the bottom).
    package static let distanceFromBottom = Property("distanceFromBottom")
    /// `SV.offset.x`: the horizontal content offset, in points.
    package static let offsetX = Property("offset.x")
    /// `SV.offset.y`: the vertical content offset, in points.
    package static let offsetY = Property("offset.y")
    /// `SV.velocity.x`: the horizontal velocity, in points per second.
    package static let velocityX = Property("velocity.x")
    /// `SV.velocity.y`: the vertical velocity, in points per second.
    package static let velocityY = Property("velocity.y")
    /// `SV.distanceFromLeft`: `offset.x - left`, in points.
    package static let distanceFromLeft = Property("distanceFromLeft")
    /// `SV.distanceFromRight`: `right - offset.x`, in points.
    package static let distanceFromRight = Property("distanceFromRight")
    /// `SV.zoomScale`: the scale of the content (1 unzoomed).
    package static let zoomScale = Property("zoomScale")
    /// `VIEW.translation`: how far a behaviour has moved the view vertically, in points (negative is up).
    public static let translation = Property("translation")
    /// `VIEW.fraction`: how far a behaviour has taken the view, from 0 to 1 (a header's collapse).
    public static let fraction = Property("fraction")
    /// `VIEW.visibleHeight`: how much of a header shows, in points.
    public static let visibleHeight = Property("visibleHeight")
    /// `VIEW.position`: where a behaviour has put a bar, as a word (`thresholdBar`'s `top` or `bottom`).
    public static let position = Property("position")
    /// `SCREEN.visible` (and `keyboard.visible`): whether it shows.
    public static let visible = Property("visible")
    /// `tabBar.selected`: the selected tab.
    package static let selected = Property("selected")
    /// `SV.contentInset.top`: the inset the app set at the top, in points.
    package static let contentInsetTop = Property("contentInset.top")
    /// `SV.contentInset.bottom`: the inset the app set at the bottom, in points.
    package static let contentInsetBottom = Property("contentInset.bottom")
    /// `SV.contentInset.left`: the inset the app set at the left, in points.
    package static let contentInsetLeft = Property("contentInset.left")
    /// `SV.contentInset.right`: the inset the app set at the right, in points.
    package static let contentInsetRight = Property("contentInset.right")
    /// `SV.adjustedContentInset.top`: the app's inset plus what the system adds at the top (safe area, bars).
    package static let adjustedContentInsetTop = Property("adjustedContentInset.top")
    /// `SV.adjustedContentInset.bottom`: the app's inset plus what the system adds at the bottom (safe area, bars, keyboard).
    package static let adjustedContentInsetBottom = Property("adjustedContentInset.bottom")
    /// `SV.adjustedContentInset.left`: the app's inset plus what the system adds at the left.
    package static let adjustedContentInsetLeft = Property("adjustedContentInset.left")
    /// `SV.adjustedContentInset.right`: the app's inset plus what the system adds at the right.
    package static let adjustedContentInsetRight = Property("adjustedContentInset.right")
    /// `SCREEN.navigationBar.height`: the navigation bar's height, in points (a large title makes it taller).
    package static let navigationBarHeight = Property("navigationBar.height")
    /// `SCREEN.navigationBar.scrollEdge`: whether the bar shows its scroll-edge appearance (the content's top edge meets the bar's bottom edge).
    package static let navigationBarScrollEdge = Property("navigationBar.scrollEdge")
    /// `SV.firstVisibleRow`: the id of the first row showing between the bars.
    package static let firstVisibleRow = Property("firstVisibleRow")
    /// `SV.lastVisibleRow`: the id of the last row showing between the bars.
    package static let lastVisibleRow = Property("lastVisibleRow")
    /// `SV.pinnedSection`: the section whose header is pinned at the top.
    package static let pinnedSection = Property("pinnedSection")
    /// `SV.firstVisibleItem`: the id of the first item showing between the bars (as `firstVisibleRow`).
    package static let firstVisibleItem = Property("firstVisibleItem")
    /// `SV.lastVisibleItem`: the id of the last item showing between the bars.
    package static let lastVisibleItem = Property("lastVisibleItem")
    /// `SV.scrollPosition`: the id SwiftUI's `scrollPosition(id:)` binds.
    package static let scrollPosition = Property("scrollPosition")
    /// `SV.isPositionedByUser`: whether a person last moved the content (iOS 18's `ScrollPosition`).
    package static let isPositionedByUser = Property("isPositionedByUser")
    /// `SV.estimatedItems`: how many items are not yet laid out (they count their estimates).
    package static let estimatedItems = Property("estimatedItems")
    /// `SCREEN.sheet.detent`: the detent a sheet showing the screen rests at or moves to; `none` when none shows it.
    package static let sheetDetent = Property("sheet.detent")
    /// `SCREEN.sheet.height`: the height of a sheet showing the screen from the safe area's bottom edge (0 when none).
    package static let sheetHeight = Property("sheet.height")
    /// `tabBar.isMinimized`: whether the iOS 26 tab bar is minimised.
    package static let tabBarIsMinimized = Property("isMinimized")
    /// `tabBar.height`: the tab bar's height, 49 pt expanded or minimised (it floats).
    package static let tabBarHeight = Property("height")
    /// `tabBar.accessory.placement`: `expanded`, `inline` (in the minimised bar) or `none`.
    package static let accessoryPlacement = Property("accessory.placement")
    /// `tabBar.accessory.height`: the bottom accessory's height (0 with none).
    package static let accessoryHeight = Property("accessory.height")
    /// `keyboard.frame.y`: the keyboard frame's top edge on the screen, in points.
    package static let keyboardFrameY = Property("frame.y")
    /// `keyboard.frame.height`: the height of the keyboard showing, in points.
    package static let keyboardFrameHeight = Property("frame.height")

    /// The properties of a scroll view.
    package static let scrollView: [Property] = [
        .offset, .velocity, .phase, .scrollPhase, .distanceFromTop, .distanceFromBottom,
        .offsetX, .offsetY, .velocityX, .velocityY, .distanceFromLeft, .distanceFromRight, .zoomScale,
    ] + insets
    /// A scroll view's insets: the app's (`contentInset`) and the adjusted one.
    package static let insets: [Property] = [
        .contentInsetTop, .contentInsetBottom, .contentInsetLeft, .contentInsetRight,
        .adjustedContentInsetTop, .adjustedContentInsetBottom, .adjustedContentInsetLeft, .adjustedContentInsetRight,
    ]
    /// The scroll view properties that hold an offset, which `top`, `bottom`,
    /// `left` and `right` name as matchers.
    package static let offsets: [Property] = [.offset, .offsetX, .offsetY]
    /// What a list with rows adds: the ids of the first and last rows that show
    /// between the bars, and the section whose header is pinned.
    package static let rows: [Property] = [.firstVisibleRow, .lastVisibleRow, .pinnedSection]
    /// What a scroll view with items adds beside ``rows``: the visible items,
    /// `scrollPosition`, who positioned it, and the items still estimated.
    /// Each item's own properties are read as `item(ID).P`.
    package static let items: [Property] = [.firstVisibleItem, .lastVisibleItem, .scrollPosition, .isPositionedByUser, .estimatedItems]
    /// The view properties the built-in behaviours write.
    public static let view: [Property] = [.translation, .fraction, .visibleHeight, .position]
    /// The properties of a screen.
    package static let screen: [Property] = [.visible]
    /// What a screen without `tab` adds: the sheet that may show it.
    package static let sheet: [Property] = [.sheetDetent, .sheetHeight]
    /// What a screen with a navigation bar adds.
    package static let navigationBar: [Property] = [.navigationBarHeight, .navigationBarScrollEdge]
    /// The properties of the tab bar.
    package static let tabBar: [Property] = [.selected, .tabBarIsMinimized, .tabBarHeight, .accessoryPlacement, .accessoryHeight]
    /// The properties of the keyboard: its frame's top edge on the screen, the
    /// height of it showing, and whether it is shown or showing.
    package static let keyboard: [Property] = [.keyboardFrameY, .keyboardFrameHeight, .visible]

    /// The name (the raw value of the properties' former enum).
    public var rawValue: String { name }

    /// How it reads in messages and reports.
    public var description: String { name }

    /// The kind of value of a property the language defines; `nil` for one
    /// only a composed behaviour's writes define.
    package var builtInKind: ValueKind? { Self.builtInKinds[name] ?? ItemPath(name)?.field.kind ?? EdgeEffectPath(name)?.field.kind }

    /// Each property the language defines, by name, with its kind, worked
    /// out once: every `expect` step resolves its paths, and a lookup costs
    /// less than comparing the name with every property's.
    private static let builtInKinds: [String: ValueKind] = Dictionary(
        (scrollView + rows + items + view + screen + sheet + navigationBar + tabBar + keyboard).compactMap { property in
            property.declaredKind.map { (property.name, $0) }
        },
        uniquingKeysWith: { first, _ in first })

    /// ``builtInKind``, as the language declares it.
    private var declaredKind: ValueKind? {
        switch self {
        case .offset, .velocity, .distanceFromTop, .distanceFromBottom, .translation, .fraction, .visibleHeight: return .number
        case .offsetX, .offsetY, .velocityX, .velocityY, .distanceFromLeft, .distanceFromRight, .zoomScale: return .number
        case .navigationBarHeight, .keyboardFrameY, .keyboardFrameHeight: return .number
        case _ where Property.insets.contains(self): return .number
        case .phase, .scrollPhase, .position, .selected, .firstVisibleRow, .lastVisibleRow, .pinnedSection: return .text
        case .firstVisibleItem, .lastVisibleItem, .scrollPosition: return .text
        case .estimatedItems: return .number
        case .visible, .navigationBarScrollEdge, .isPositionedByUser, .tabBarIsMinimized: return .boolean
        case .accessoryPlacement, .sheetDetent: return .text
        case .sheetHeight: return .number
        case .accessoryHeight, .tabBarHeight: return .number
        default: return nil
        }
    }

    /// The unit of a number property the language defines, wherever it is
    /// written (a plugin's `fraction` is unitless, its `translation` in
    /// points); `nil` for names only a behaviour's declaration gives a unit.
    package var builtInUnit: NumberUnit? {
        switch self {
        case .offset, .velocity, .distanceFromTop, .distanceFromBottom, .translation, .visibleHeight: return .points
        case .offsetX, .offsetY, .velocityX, .velocityY, .distanceFromLeft, .distanceFromRight: return .points
        case .navigationBarHeight, .keyboardFrameY, .keyboardFrameHeight, .tabBarHeight, .accessoryHeight, .sheetHeight: return .points
        case _ where Property.insets.contains(self): return .points
        case .fraction, .zoomScale, .estimatedItems: return .unitless
        default: return ItemPath(name)?.field.unit
        }
    }
}

/// What a number measures, which decides how closely an expectation compares it.
public enum NumberUnit: String, Sendable, Hashable {
    /// Points or points per second: offsets, velocities, distances, sizes, insets.
    case points
    /// Anything else: fractions, alphas, scales, progress, counts, indices.
    case unitless
}

/// How far a number may be from an expectation's and still match, by unit
/// (the spec's `tolerance` and `unitTolerance`).
package struct Tolerances: Sendable, Equatable {
    /// For numbers in points (`tolerance`, 0.5 by default).
    package var points: Double
    /// For every other number (`unitTolerance`, 0.005 by default).
    package var unitless: Double

    /// The defaults of the language.
    package static let defaults = Tolerances(points: 0.5, unitless: 0.005)

    /// Tolerances of `points` and `unitless`.
    package init(points: Double, unitless: Double) {
        self.points = points
        self.unitless = unitless
    }

    /// The tolerance of numbers in `unit`.
    package subscript(unit: NumberUnit) -> Double {
        unit == .points ? points : unitless
    }
}

/// The kinds of value a property holds.
public enum ValueKind: String, Sendable, Hashable {
    /// A number, matched within a tolerance.
    case number
    /// Text, matched exactly.
    case text
    /// `true` or `false`.
    case boolean
}

/// A number a matcher compares with: written in the spec, or remembered.
package enum Operand: Sendable, Equatable, CustomStringConvertible {
    /// A number written in the spec.
    case value(Double)
    /// `$NAME`: the value a `remember` step kept.
    case remembered(String)
    /// `top` or `bottom` of the checked scroll view, as it is when checked.
    case bound(OffsetTarget)
    /// `{path: PATH}`: another property's number, as it is when checked.
    case path(PropertyPath)

    /// How it reads in messages and reports.
    package var description: String {
        switch self {
        case .value(let value): return value.rounded(toPlaces: 3).formatted
        case .remembered(let name): return "$\(name)"
        case .bound(let target): return target.word
        case .path(let path): return path.description
        }
    }
}

/// What a checked value must be.
package enum Matcher: Sendable, Equatable, CustomStringConvertible {
    /// A number, give or take `tolerance`.
    case approximately(Operand, tolerance: Double)
    /// A number in a range; either end may be open.
    case range(min: Operand?, max: Operand?)
    /// A scroll view's `top` or `bottom`, give or take `tolerance`.
    case bound(OffsetTarget, tolerance: Double)
    /// Exactly this text.
    case text(String)
    /// Exactly this boolean.
    case boolean(Bool)
    /// `$NAME` for a word or boolean: exactly the remembered value.
    case remembered(String)
    /// `{equals: {path: PATH}}` for a word or boolean: exactly the other property's value when checked.
    case samePath(PropertyPath)
    /// `{not: MATCHER}`: anything the inner matcher does not match.
    indirect case not(Matcher)

    /// How it reads in messages and reports.
    package var description: String {
        switch self {
        case .approximately(let value, let tolerance): return "\(value) ±\(tolerance.formatted)"
        case .range(let min, let max):
            return "in [\(min?.description ?? "-∞"), \(max?.description ?? "∞")]"
        case .bound(let target, _): return target.word
        case .text(let value): return "\"\(value)\""
        case .boolean(let value): return String(value)
        case .remembered(let name): return "$\(name)"
        case .samePath(let path): return "equal to \(path)"
        case .not(let matcher): return "not \(matcher)"
        }
    }
}

extension Operand: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The number an integer literal writes.
    package init(integerLiteral value: Int) {
        self = .value(Double(value))
    }

    /// The number a floating-point literal writes.
    package init(floatLiteral value: Double) {
        self = .value(value)
    }
}
