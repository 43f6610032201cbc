/// Pinches and `setZoomScale`.
extension World {
    /// Two fingers land on a scroll view that zooms, pinch for the step's
    /// duration, and lift; the script goes on at the lift.
    func pinch(_ pinch: Step.Zoom, at mark: Mark) throws(RunFailure) {
        let scrollView = try touchedScrollView(pinch.scrollView, at: mark)
        let center = pinch.center ?? scrollView.viewportMiddle
        try turn(.input("pinch", on: pinch.scrollView)) {
            scrollView.beginPinch(factor: pinch.scale, center: center, duration: pinch.duration, at: now)
        }
        try advance(to: now + pinch.duration)
        try turn(.input("liftPinch", on: pinch.scrollView)) { scrollView.endPinch(at: now) }
    }

    /// `setZoomScale(_:animated:)`, about the step's `center`.
    func zoom(_ zoom: Step.Zoom) throws(RunFailure) {
        let scrollView = stage.scrollView(zoom.scrollView)
        let center = zoom.center ?? scrollView.viewportMiddle
        try turn(.input("zoomTo", on: zoom.scrollView)) {
            scrollView.zoom(to: zoom.scale, animated: zoom.animated, center: center, at: now)
        }
    }
}
