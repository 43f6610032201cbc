/// Zooming a scroll view: pinches, `setZoomScale`, and the frames between.
extension SimulatedScrollView {
    /// `zoomScale`: 1 for a scroll view that cannot zoom.
    var zoomScale: Double { zoom?.scale ?? 1 }

    /// The middle of the viewport, where a zoom centres unless a step says.
    var viewportMiddle: Vector { Vector(x: horizontal.viewport / 2, y: vertical.viewport / 2) }

    /// Two fingers land and start a pinch toward `factor` times the current
    /// scale over `duration`, about `center` (a point of the viewport).
    func beginPinch(factor: Double, center: Vector, duration: VirtualTime, at time: VirtualTime) {
        guard let zoom else { return }
        catchMotion()
        let pivot = pivot(at: center)
        self.zoom?.motion = .pinch(from: zoom.scale, factor: factor, pivot: pivot, start: time, duration: duration)
        self.zoom?.pinchPivot = pivot
        settle()
    }

    /// The fingers lift: a scale past a limit animates back to it, and an
    /// offset the fingers caught past a bound springs back.
    func endPinch(at time: VirtualTime) {
        guard let zoom, let motion = zoom.motion, motion.isPinch else { return }
        applyZoom(zoom.scale(at: time).scale, about: motion.pivot)
        self.zoom?.motion = nil
        if !returnZoomToLimit(about: motion.pivot, at: time) { letGo() }
    }

    /// A scale past a limit, left by a pinch or by a finger that stopped a
    /// zoom animation, animates back to the limit about `pivot`: unless given,
    /// the point of the pinch that left it past the limit (the content point
    /// under its centre when it began), else the viewport's middle; the content
    /// stops its own motion and moves with the zoom. Returns whether it does.
    func returnZoomToLimit(about pivot: ZoomPivot? = nil, at time: VirtualTime) -> Bool {
        guard let zoom, zoom.motion == nil, zoom.clamped(zoom.scale) != zoom.scale else { return false }
        animateZoom(to: zoom.clamped(zoom.scale), about: pivot ?? zoom.pinchPivot ?? self.pivot(at: viewportMiddle), at: time)
        return true
    }

    /// `setZoomScale(_:animated:)` about `center`: the scale is kept within the
    /// limits. The content stops its own motion (a glide, a spring, a scroll
    /// animation): it moves with the zoom. The scale it already has, while no
    /// zoom runs, changes nothing: stopping a spring back from a pull there
    /// would leave the content resting past its bounds. While a zoom runs, it
    /// ends the zoom where it is, the offset clamped into the bounds as every
    /// frame of a zoom clamps it.
    func zoom(to scale: Double, animated: Bool, center: Vector, at time: VirtualTime) {
        guard let zoom else { return }
        let target = zoom.clamped(scale)
        if target == zoom.scale, zoom.motion == nil { return }
        let pivot = pivot(at: center)
        guard animated, target != zoom.scale else {
            self.zoom?.motion = nil
            stopContent()
            if target == zoom.scale { clampIntoBounds() } else { applyZoom(target, about: pivot) }
            settle()
            return
        }
        animateZoom(to: target, about: pivot, at: time)
    }

    /// Whether an animation (not fingers) is changing the scale.
    var zoomAnimates: Bool {
        guard let motion = zoom?.motion else { return false }
        return !motion.isPinch
    }

    /// A finger lands: a zoom animation stops where it is.
    func stopZoomAnimation() {
        if zoomAnimates { zoom?.motion = nil }
    }

    /// A programmatic scroll: a zoom animation under way ends at once on its
    /// target, so that the scroll starts from where the zoom leaves the content.
    func finishZoomAnimation() {
        guard let motion = zoom?.motion, case let .animating(_, target, pivot, _, _) = motion else { return }
        zoom?.motion = nil
        applyZoom(target, about: pivot)
    }

    private func animateZoom(to target: Double, about pivot: ZoomPivot, at time: VirtualTime) {
        self.zoom?.motion = .animating(from: zoomScale, to: target, pivot: pivot, start: time, duration: Zoom.animationDuration)
        stopContent()
        settle()
    }

    /// Moves a pinch or zoom animation on to `time`.
    func advanceZoom(to time: VirtualTime) {
        guard let zoom, let motion = zoom.motion else { return }
        let (scale, ended) = zoom.scale(at: time)
        applyZoom(scale, about: motion.pivot)
        if ended, !motion.isPinch { self.zoom?.motion = nil }
    }

    /// The content point under `center` now, to keep there while the zoom changes.
    private func pivot(at center: Vector) -> ZoomPivot {
        ZoomPivot(center: center, anchor: Vector(x: (offsetX + center.x) / zoomScale, y: (offsetY + center.y) / zoomScale))
    }

    /// The offset clamped into the bounds, as a zoom leaves it.
    private func clampIntoBounds() {
        zoomContent(to: contentSize, offset: Vector(x: offsetX, y: offsetY))
    }

    /// Scales the content to `scale`, puts the pivot's content point under its
    /// centre, then clamps the offset into the new bounds.
    private func applyZoom(_ scale: Double, about pivot: ZoomPivot) {
        guard let zoom, scale != zoom.scale else { return }
        self.zoom?.scale = scale
        zoomContent(to: (zoom.baseSize.width * scale, zoom.baseSize.height * scale), offset: pivot.offset(at: scale))
    }
}
