/// A cancellable piece of scheduled work an operator holds.
@usableFromInline
package final class ScheduledWork {
    // Unchecked for speed: with BehaviorSubject's and BehaviourClock's, scrollbench's pipeline 7% faster, exploration 4% (docs/benchmarks.md, "What the unchecked accesses buy").
    @usableFromInline @exclusivity(unchecked) package var id: Int?

    @usableFromInline package init() {}
}
