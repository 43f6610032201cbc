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
    /// The one source of an operator on one stream, held without an array:
    /// a run builds its graphs anew, and most nodes have one source.
    private let source: (any GraphNode)?
    /// The sources otherwise (none, or several).
    private let otherSources: [any GraphNode]
    private let onSubscribe: ((@escaping (Element) -> Void) -> Void)?

    /// The nodes this one receives from, as `explain` draws them.
    public var sources: [any GraphNode] { source.map { [$0] } ?? otherSources }

    /// A stream whose subscription runs `onSubscribe` with the new observer.
    public init(label: String, sources: [any GraphNode], onSubscribe: @escaping (@escaping (Element) -> Void) -> Void) {
        self.label = label
        source = nil
        otherSources = sources
        self.onSubscribe = onSubscribe
    }

    /// A stream made from one `source`, whose subscription runs `onSubscribe`.
    @usableFromInline package init(label: String, source: any GraphNode, onSubscribe: @escaping (@escaping (Element) -> Void) -> Void) {
        self.label = label
        self.source = source
        otherSources = []
        self.onSubscribe = onSubscribe
    }

    /// For subjects and multicasting streams, which override ``subscribe(_:)``.
    @usableFromInline package init(label: String, source: (any GraphNode)?) {
        self.label = label
        self.source = source
        otherSources = []
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
/// `@exclusivity(unchecked)`, because the dynamic checks cost more than the
/// rest of an event's path. The attribute turns the check off in every build,
/// debug included, so no test run checks these accesses: what keeps them from
/// overlapping is this code. A run's graph is driven from one thread, and a
/// send reads each property into a local before calling an observer (which
/// may send again, re-entrantly), writing none of them across that call.
/// `send` is inlinable so that callers in other modules get it specialized.
@usableFromInline
package final class ObserverList<Element> {
    /// One observer, boxed so that it can be called through an unretained
    /// reference: calling a closure held in an array retains its context,
    /// calling one held in a box's `let` does not.
    @usableFromInline
    package final class Box {
        @usableFromInline package let receive: (Element) -> Void

        package init(_ receive: @escaping (Element) -> Void) {
            self.receive = receive
        }
    }

    /// Owns the first observer's box. Most streams have one observer, so it
    /// is held here and the lists below stay empty (unallocated): a run
    /// builds its graphs anew, and every allocation counts.
    private var firstBox: Box?
    // Unchecked and unretained for speed: without the checks scrollbench's pipeline (compiled from YAML) runs 2.0× slower, with retained boxes 1.4× (docs/benchmarks.md, "What the unchecked accesses buy").
    /// The first box, unretained, for `send`.
    @usableFromInline @exclusivity(unchecked) package var first: Unmanaged<AnyObject>?
    /// Owns the boxes of the observers after the first. The lists hold them as
    /// plain objects: appending to a list of a generic element type looks its
    /// type up at run time, which cost more than the rest of a subscription.
    private var boxes: [AnyObject] = []
    /// The same boxes, unretained, for `send`.
    @usableFromInline @exclusivity(unchecked) package var others: [Unmanaged<AnyObject>] = []
    /// How many sends are under way (an observer may send again).
    @usableFromInline @exclusivity(unchecked) package var sending = 0
    /// Boxes removed during a send, freed when the outermost send returns.
    @usableFromInline @exclusivity(unchecked) package var removedWhileSending: [AnyObject] = []
    /// How many times every observer was removed: a send stops when it changes.
    @usableFromInline @exclusivity(unchecked) package var removals = 0

    @usableFromInline package init() {}

    /// Whether no observer is subscribed.
    package var isEmpty: Bool { first == nil }

    package func append(_ observer: @escaping (Element) -> Void) {
        let box = Box(observer)
        guard firstBox != nil else {
            firstBox = box
            first = Unmanaged.passUnretained(box as AnyObject)
            return
        }
        boxes.append(box)
        others.append(Unmanaged.passUnretained(box as AnyObject))
    }

    package func removeAll() {
        removals &+= 1
        if sending > 0 {
            if let firstBox { removedWhileSending.append(firstBox) }
            removedWhileSending += boxes
        }
        first = nil
        firstBox = nil
        others.removeAll()
        boxes.removeAll()
    }

    /// Re-entrant: an observer may send into the stream it is observing; the
    /// values reach every observer in order, depth first, as in RxSwift.
    /// The observers there were when the send began are called (one
    /// subscribed during a send hears the next value; after a removal during
    /// the send, none is), through unretained references, kept alive by
    /// `removedWhileSending`.
    @inlinable
    package func send(_ value: Element) {
        guard let first else { return }
        let count = others.count
        let removalsAtStart = removals
        sending &+= 1
        first._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Box.self).receive(value) }
        var index = 0
        while index < count, removals == removalsAtStart {
            others[index]._withUnsafeGuaranteedRef { unsafeDowncast($0, to: Box.self).receive(value) }
            index &+= 1
        }
        sending &-= 1
        if sending == 0, !removedWhileSending.isEmpty { removedWhileSending.removeAll() }
    }
}
