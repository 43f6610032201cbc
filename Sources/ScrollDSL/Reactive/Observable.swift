/// A node of a compiled reactive graph, as `scrollrun explain` shows it.
public protocol GraphNode: AnyObject {
    /// The operator and its argument, such as `map(to: top)` or `pausable`.
    var label: String { get }
    /// The nodes this one receives from.
    var sources: [any GraphNode] { get }
}

/// A stream of values pushed synchronously to its observers, on one thread,
/// in RxSwift's vocabulary.
///
/// Operators are *cold*: each subscription builds its own chain, as in RxSwift,
/// so a chain with two subscribers runs twice unless it is ``share()``d; this
/// is exactly why seed 000 shares its `withLatestFrom(target)`. Subscribing
/// allocates; once the graph is built, pushing a value through it does not.
public class Observable<Element>: GraphNode {
    public let label: String
    public let sources: [any GraphNode]
    private let onSubscribe: ((@escaping (Element) -> Void) -> Void)?

    /// A stream whose subscription runs `onSubscribe` with the new observer.
    public init(label: String, sources: [any GraphNode], onSubscribe: @escaping (@escaping (Element) -> Void) -> Void) {
        self.label = label
        self.sources = sources
        self.onSubscribe = onSubscribe
    }

    /// For subjects and multicasting streams, which override ``subscribe(_:)``.
    @usableFromInline init(label: String, sources: [any GraphNode]) {
        self.label = label
        self.sources = sources
        self.onSubscribe = nil
    }

    /// Calls `observer` with every value from now on.
    public func subscribe(_ observer: @escaping (Element) -> Void) {
        onSubscribe?(observer)
    }
}

/// The observers of a hot stream, called in subscription order.
///
/// The per-event properties of the graph's classes are marked
/// `@exclusivity(unchecked)`: they are never accessed overlapping (the debug test
/// runs, which enforce exclusivity, show it), and the dynamic checks cost more
/// than the rest of an event's path.
/// `send` is inlinable so that callers in other modules get it specialized.
@usableFromInline
final class ObserverList<Element> {
    /// One observer, boxed so that it can be called through an unretained
    /// reference: calling a closure held in an array retains its context,
    /// calling one held in a box's `let` does not.
    @usableFromInline
    final class Box {
        @usableFromInline let receive: (Element) -> Void

        init(_ receive: @escaping (Element) -> Void) {
            self.receive = receive
        }
    }

    /// Owns the boxes. The lists hold them as plain objects: a run builds
    /// its graphs anew, and appending to a list of a generic element type
    /// looks its type up at run time, which cost more than the rest of a subscription.
    private var boxes: [AnyObject] = []
    /// The same boxes, unretained, for `send`.
    @usableFromInline @exclusivity(unchecked) var observers: [Unmanaged<AnyObject>] = []
    /// How many sends are under way (an observer may send again).
    @usableFromInline @exclusivity(unchecked) var sending = 0
    /// Boxes removed during a send, freed when the outermost send returns.
    @usableFromInline @exclusivity(unchecked) var removedWhileSending: [AnyObject] = []
    /// How many times every observer was removed: a send stops when it changes.
    @usableFromInline @exclusivity(unchecked) var removals = 0

    @usableFromInline init() {}

    func append(_ observer: @escaping (Element) -> Void) {
        let box = Box(observer)
        boxes.append(box)
        observers.append(Unmanaged.passUnretained(box as AnyObject))
    }

    func removeAll() {
        removals &+= 1
        observers.removeAll()
        if sending > 0 { removedWhileSending += boxes }
        boxes.removeAll()
    }

    /// Re-entrant: an observer may send into the stream it is observing; the
    /// values reach every observer in order, depth first, as in RxSwift.
    /// The observers there were when the send began are called (one
    /// subscribed during a send hears the next value; after a removal during
    /// the send, none is), through unretained references, kept alive by
    /// `removedWhileSending`.
    @inlinable
    func send(_ value: Element) {
        let count = observers.count
        let removalsAtStart = removals
        sending &+= 1
        var index = 0
        while index < count, removals == removalsAtStart {
            observers[index]._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Box.self).receive(value) }
            index &+= 1
        }
        sending &-= 1
        if sending == 0, !removedWhileSending.isEmpty { removedWhileSending.removeAll() }
    }
}
