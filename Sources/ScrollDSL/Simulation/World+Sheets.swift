/// Sheets with detents: `present`, `dismiss` and `setDetent`, the frames that
/// move a sheet, the calls and events that follow it, and the presenter it dims.
extension World {
    /// `present`: the screen slides up as a sheet over the screen on top,
    /// which gets no lifecycle call; `willAppear` now, `didAppear` when it rests.
    func present(_ presentation: SheetPresentation, at mark: Mark) throws(RunFailure) {
        if let shown = stage.sheet {
            throw RunFailure("cannot present `\(presentation.screen)`: a sheet shows `\(shown.screen.id)` at t=\(now); dismiss it first with `- dismiss: \(shown.screen.id)`", at: mark)
        }
        try finishTransition()
        if let holder = stage.navigation.stack(holding: presentation.screen) {
            let place = holder.isEmpty ? "on the navigation stack" : "on the stack of tab `\(holder)`"
            throw RunFailure("cannot present `\(presentation.screen)`: it is already shown \(place)", at: mark)
        }
        try keyboardLeavesWithScreen()
        let screen = stage.screen(presentation.screen)
        let sheet = Sheet(presentation, screen: screen, presenter: stage.navigation.top.map(stage.screen), device: setting.device, activity: stage.activity, clock: time)
        stage.navigation.presented = presentation.screen
        try lifecycle(.willAppear, presentation.screen)
        try turn(.input("present", on: presentation.screen)) {
            stage.sheet = sheet
            sheet.slideIn(animated: presentation.animated)
        }
    }

    /// `dismiss`: the sheet slides down over 500 ms; `willDisappear` now,
    /// `didDisappear` when it is gone. As `dismiss(animated:)` on a view
    /// controller no longer presented, nothing happens when a finger or a tap
    /// has dismissed it already.
    func dismissSheet(showing screen: String, at mark: Mark) throws(RunFailure) {
        guard let sheet = stage.sheet, sheet.screen.id == screen, sheet.detent != nil else { return }
        try turn(.input("dismiss", on: screen)) { sheet.slideOut() }
    }

    /// `setDetent`: the sheet moves to `detent` on the spring.
    func setDetent(_ detent: String, ofSheetShowing screen: String, at mark: Mark) throws(RunFailure) {
        let sheet = try presentedSheet(showing: screen, at: mark, for: "set the detent of")
        try turn(.input("setDetent", on: screen)) { sheet.spring(to: detent) }
    }

    private func presentedSheet(showing screen: String, at mark: Mark, for action: String) throws(RunFailure) -> Sheet {
        guard let sheet = stage.sheet, sheet.screen.id == screen, sheet.detent != nil else {
            throw RunFailure("cannot \(action) `\(screen)`: no sheet shows it at t=\(now)", at: mark)
        }
        return sheet
    }

    /// What a finger touching `scrollView` moves: nothing on a presenter a sheet dims (the dimming view takes the touch).
    func gesture(touching scrollView: SimulatedScrollView) -> Gesture {
        if let sheet = stage.sheet, sheet.dimsPresenter, let presenter = sheet.presenter, stage.screen(showing: scrollView) === presenter {
            return .failed
        }
        return .touching(scrollView)
    }

    /// A tap at `y` above a sheet that dims its presenter dismisses it, unless it is modal; returns whether the tap fell there.
    func tapAboveSheet(y: Double) -> Bool {
        guard let sheet = stage.sheet, sheet.detent != nil, sheet.dimsPresenter,
              y < setting.device.height - setting.device.safeAreaInsets.bottom - sheet.height else { return false }
        if !sheet.presentation.isModal { sheet.slideOut() }
        return true
    }

    /// After a turn: the calls and events a sheet's changes make, each in a turn of
    /// its own — `willDisappear` as it starts to go, `didAppear` or `didDisappear`
    /// and `{detentChange}` when it rests (and no finger holds it).
    func reportSheet() throws(RunFailure) {
        guard let sheet = stage.sheet else { return }
        let id = sheet.screen.id
        if sheet.detent == nil, !sheet.isLeaving {
            sheet.isLeaving = true
            try lifecycle(.willDisappear, id)
        }
        guard !sheet.isMoving, sheet.content?.holder == nil else { return }
        if sheet.detent == nil {
            sheet.remove()
            stage.sheet = nil
            stage.navigation.presented = nil
            try lifecycle(.didDisappear, id)
            try announceDetent(of: sheet.screen, "none")
            return
        }
        if !sheet.hasAppeared {
            sheet.hasAppeared = true
            try lifecycle(.didAppear, id)
        }
        if let detent = sheet.detent, detent != sheet.restedDetent {
            sheet.restedDetent = detent
            try announceDetent(of: sheet.screen, detent)
        }
    }

    private func announceDetent(of screen: SimulatedScreen, _ detent: String) throws(RunFailure) {
        guard let subject = screen.detentChangeSubject else { return }
        try turn(.lifecycle(screen: screen.id, call: "detentChange")) { subject.send(detent) }
    }
}
