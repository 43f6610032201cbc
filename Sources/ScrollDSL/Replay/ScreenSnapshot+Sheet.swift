/// A sheet in a replay's snapshot: the presenter dimmed, the sheet's top edge
/// at its height above the safe area's bottom, its content inside.
extension ScreenSnapshot {
    /// The sheet showing `screenID` at `time`, if it shows then.
    static func sheet(showing screenID: String, _ replay: Replay, _ time: VirtualTime) -> [String] {
        let device = replay.spec.device
        let height = replay.number("\(screenID).sheet.height", at: time, or: 0)
        guard height > 0, let screen = replay.spec.screens.first(where: { $0.id == screenID }) else { return [] }
        let top = device.height - device.safeAreaInsets.bottom - height
        var parts = [
            "<rect width=\"100%\" height=\"100%\" fill=\"#000\" fill-opacity=\"0.25\"/>",
            "<svg y=\"\(number(top))\" width=\"\(number(device.width))\" height=\"\(number(device.height - top))\">",
            "<rect width=\"100%\" height=\"100%\" rx=\"14\" fill=\"#fff\"/>",
        ]
        parts += contents(of: screen, replay, time)
        parts.append("<rect x=\"\(number(device.width / 2 - 18))\" y=\"5\" width=\"36\" height=\"5\" rx=\"2.5\" fill=\"#c7c7cc\"/>")
        return parts + ["</svg>"]
    }
}
