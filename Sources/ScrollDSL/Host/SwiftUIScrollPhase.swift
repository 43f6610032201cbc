/// What a scroll view is doing as SwiftUI's `ScrollPhase` names it
/// (`SV.scrollPhase`, `{scrollPhase: SV}`): UIKit's ``ScrollPhase`` with a
/// finger's time split at the moment its pan begins.
public enum SwiftUIScrollPhase: String, CaseIterable, Sendable {
    /// At rest.
    case idle
    /// A finger is down and has moved nothing yet: a lone scroll view's pan
    /// begins at the finger's first move, one under the direction lock once
    /// the finger passes the slop and the gesture is its own.
    case tracking
    /// A finger moves the content (a pinch too, and a scroll view moved by a
    /// behaviour routing drags), until it lifts.
    case interacting
    /// A glide after a lift, or the spring back from past a bound.
    case decelerating
    /// A programmatic scroll, the status bar's scroll to the top, a key press or a zoom animation.
    case animating
}
