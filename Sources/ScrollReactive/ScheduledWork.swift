/// A cancellable piece of scheduled work an operator holds.
@usableFromInline
package final class ScheduledWork {
    @usableFromInline @exclusivity(unchecked) package var id: Int?

    @usableFromInline package init() {}
}
