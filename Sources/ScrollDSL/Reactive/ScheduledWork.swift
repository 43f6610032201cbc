/// A cancellable piece of scheduled work an operator holds.
final class ScheduledWork {
    @exclusivity(unchecked) var id: Int?
}
