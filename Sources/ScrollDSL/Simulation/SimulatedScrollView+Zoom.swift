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
        halt()
        self.zoom?.motion = .pinch(from: zoom.scale, factor: factor, center: center, start: time, duration: duration)
        settle()
    }

    /// The fingers lift: a scale past a limit animates back to it.
    func endPinch(at time: VirtualTime) {
        guard let zoom, let motion = zoom.motion, motion.isPinch else { return }
        applyZoom(zoom.scale(at: time).scale, about: motion.center)
        let limit = zoom.clamped(zoomScale)
        self.zoom?.motion = limit == zoomScale ? nil : .animating(from: zoomScale, to: limit, center: motion.center, start: time, duration: Zoom.animationDuration)
        settle()
    }

    /// `setZoomScale(_:animated:)` about `center`: the scale is kept within the limits.
    func zoom(to scale: Double, animated: Bool, center: Vector, at time: VirtualTime) {
        guard let zoom else { return }
        let target = zoom.clamped(scale)
        guard animated, target != zoom.scale else {
            self.zoom?.motion = nil
            applyZoom(target, about: center)
            settle()
            return
        }
        self.zoom?.motion = .animating(from: zoom.scale, to: target, center: center, start: time, duration: Zoom.animationDuration)
        settle()
    }

    /// Moves a pinch or zoom animation on to `time`.
    func advanceZoom(to time: VirtualTime) {
        guard let zoom, let motion = zoom.motion else { return }
        let (scale, ended) = zoom.scale(at: time)
        applyZoom(scale, about: motion.center)
        if ended, !motion.isPinch { self.zoom?.motion = nil }
    }

    /// Scales the content to `scale` about `center`, keeping the content
    /// point under it where it is, then clamps the offset into the new bounds.
    private func applyZoom(_ scale: Double, about center: Vector) {
        guard let zoom, scale != zoom.scale else { return }
        let old = zoom.scale
        self.zoom?.scale = scale
        let anchored = Vector(x: (offsetX + center.x) / old * scale - center.x, y: (offsetY + center.y) / old * scale - center.y)
        zoomContent(to: (zoom.baseSize.width * scale, zoom.baseSize.height * scale), offset: anchored)
    }
}
