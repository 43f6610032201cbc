/// A cancellable piece of scheduled work an operator holds.
@usableFromInline
final class ScheduledWork {
    @usableFromInline @exclusivity(unchecked) var id: Int?

    @usableFromInline init() {}
}
