/// The earliest virtual time each step can run at, from what the steps before it
/// are known to take (drags, moves, waits and `during`; `at` moves it), so an `at:` that goes
/// back in time is rejected before anything runs.
struct EarliestTime {
    private var time = VirtualTime.zero

    private var reportedLimit = false

    mutating func advance(over step: Step, context: DecodingContext) {
        if let target = (step.action as? Step.At)?.time {
            if target < time {
                context.error("`at: \(target)` is earlier than \(time), the earliest time this step can run after the steps before it; `at` cannot go back in time", at: step.mark)
            } else {
                time = target
            }
        } else {
            time = time + step.action.certainDuration
        }
        if time > context.timeLimit, !reportedLimit {
            reportedLimit = true
            context.error("the script reaches t=\(time) here, past the time limit of \(context.timeLimit) (raise it with --max-time)", at: step.mark)
        }
    }
}
