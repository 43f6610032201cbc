/// Seed 000's behaviour as a hand-written state machine: the floor.
enum StateMachinePipeline {
    private enum Target { case top, offset(Double) }

    static func run(_ events: [PipelineEvent]) -> PipelineOutput {
        var output = PipelineOutput()
        var target = Target.top
        var offset = UndoSetup.top
        var visible = false
        for event in events {
            switch event {
            case .offset(let value):
                offset = value
            case .tap(let y):
                if y < UndoSetup.statusBarTapLimit, visible {
                    switch target {
                    case .top:
                        target = .offset(offset)
                        offset = UndoSetup.top
                    case .offset(let saved):
                        target = .top
                        offset = saved
                    }
                }
                output.record(offsetAfterTap: offset)
            case .dragBegin:
                target = .top
            case .visibility(let value):
                visible = value
            }
        }
        return output
    }
}
