/// A sheet's presentation (`present`), as `UISheetPresentationController` configures it.
struct SheetPresentation: Sendable, Equatable {
    /// The screen the sheet shows.
    var screen: String
    /// Its detents, from the smallest height to the largest.
    var detents: [SheetDetent]
    /// The detent it rises to.
    var selected: String
    /// Whether it shows a grabber (`prefersGrabberVisible`).
    var grabber = false
    /// `prefersScrollingExpandsWhenScrolledToEdge`: a finger moving the
    /// content up at its top raises the sheet before it scrolls the content.
    var scrollingExpands = true
    /// `largestUndimmedDetentIdentifier`: at or below it, the presenter is not
    /// dimmed and takes touches; `nil` dims it at every detent.
    var largestUndimmed: String?
    /// `isModalInPresentation`: no dismissal by a finger or a tap above it.
    var isModal = false
    /// Whether it slides up over 500 ms (or shows at once).
    var animated = true

    /// The detent named `id`.
    func detent(_ id: String) -> SheetDetent? {
        detents.first { $0.id == id }
    }
}

/// One height a sheet rests at: `medium`, `large` or a custom one.
struct SheetDetent: Sendable, Equatable {
    var id: String
    /// Its height from the safe area's bottom edge, in points.
    var height: Double

    /// `large`: the device's height within the safe area, less 10 pt (a ScrollDSL choice).
    static func largeHeight(on device: Device) -> Double {
        device.height - device.safeAreaInsets.top - device.safeAreaInsets.bottom - 10
    }

    /// `medium`: half of `large`, rounded half up (a ScrollDSL choice).
    static func mediumHeight(on device: Device) -> Double {
        (largeHeight(on: device) / 2).rounded(.toNearestOrAwayFromZero)
    }

    /// How long `present` and `dismiss` slide the sheet, on the smoothstep curve (a ScrollDSL choice).
    static let slideDuration = VirtualTime.milliseconds(500)
}
