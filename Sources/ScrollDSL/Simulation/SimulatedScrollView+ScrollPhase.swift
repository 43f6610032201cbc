/// SwiftUI's phases (`SV.scrollPhase`, `{scrollPhase: SV}`): UIKit's phase,
/// with a finger's time split where its pan begins.
extension SimulatedScrollView {
    /// What it is doing, as SwiftUI's `ScrollPhase` names it.
    var scrollPhase: SwiftUIScrollPhase {
        switch phase {
        case .idle: return isTouchedBeforePan ? .tracking : .idle
        case .decelerating: return .decelerating
        case .animating: return .animating
        case .tracking: return panBegan || zoom?.motion?.isPinch == true ? .interacting : .tracking
        }
    }

    /// A finger moved the content: the pan has begun, and a person positioned it.
    func movedByFinger() {
        isPositionedByUser = true
        if !panBegan { beginPan() }
    }

    /// The pan of the finger holding it begins (`tracking` becomes `interacting`).
    func beginPan() {
        panBegan = true
        if scrollPhaseLog != nil { noteScrollPhase() }
    }

    /// Each change of SwiftUI's phase, as it happens (a fling makes three in one turn).
    var scrollPhaseChanged: Observable<SwiftUIScrollPhase> {
        if let scrollPhaseLog { return scrollPhaseLog.subject }
        let log = ScrollPhaseLog(current: scrollPhase)
        scrollPhaseLog = log
        return log.subject
    }

    /// Keeps a change of SwiftUI's phase for the next report.
    func noteScrollPhase() {
        guard let log = scrollPhaseLog else { return }
        let now = scrollPhase
        guard now != log.current else { return }
        log.pending.append(now)
        log.current = now
    }

    /// Sends the changes kept since the last report, in order; returns whether there were any.
    func reportScrollPhases() -> Bool {
        guard let log = scrollPhaseLog, !log.pending.isEmpty else { return false }
        let changes = log.pending
        log.pending.removeAll()
        for change in changes { log.subject.send(change) }
        return true
    }
}

/// The changes of SwiftUI's phase a scroll view has made since its last report,
/// and the subject behaviours hear them on.
final class ScrollPhaseLog {
    let subject = PublishSubject<SwiftUIScrollPhase>("scrollPhase")
    /// The phase of the last change kept.
    var current: SwiftUIScrollPhase
    var pending: [SwiftUIScrollPhase] = []

    init(current: SwiftUIScrollPhase) {
        self.current = current
    }
}
