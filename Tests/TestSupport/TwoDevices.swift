/// A list that fits the first of two devices and scrolls on the second, with
/// `invariants` (each a line `  - {…}`; they start on line 9); exploring makes
/// no content changes, so only the shorter device can scroll it.
public func twoDevicesSpec(_ invariants: String) -> String {
    """
    scrollspec: 1
    name: Devices
    device: [{name: tall, height: 852}, {name: short, height: 568}]
    screens:
      - id: s
        scrollViews: [{id: list, contentHeight: 700}]
    explore: {steps: {set: 0}}
    invariants:
    \(invariants)
    """
}
