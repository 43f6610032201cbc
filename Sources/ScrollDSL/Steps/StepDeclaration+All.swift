extension StepDeclaration {
    /// Every step of the language, in the order the reference lists them:
    /// a new step is its file in `Steps/` and one line here.
    static let all: [StepDeclaration] = [
        Step.SelectTab.declaration,
        Step.Push.declaration,
        Step.Pop.declaration,
        Step.ShowKeyboard.declaration,
        Step.HideKeyboard.declaration,
        Step.TapStatusBar.declaration,
        Step.Tap.declaration,
        Step.Drag.declaration,
        Step.Fling.declaration,
        Step.ScrollTo.declaration,
        Step.ItemInsertion.rowsDeclaration,
        Step.ItemDeletion.rowsDeclaration,
        Step.ItemInsertion.declaration,
        Step.ItemDeletion.declaration,
        Step.Pinch.declaration,
        Step.ZoomTo.declaration,
        Step.Wait.declaration,
        Step.WaitForIdle.declaration,
        Step.At.declaration,
        Step.Expect.declaration,
        Step.Log.declaration,
        Step.TouchDown.declaration,
        Step.MoveBy.declaration,
        Step.Lift.declaration,
        Step.SampledTouch.declaration,
        Step.SetContent.declaration,
        Step.Remember.declaration,
        Step.Focus.declaration,
        Step.KeyPress.declaration,
        Step.StopScrolling.declaration,
        Step.Present.declaration,
        Step.Dismiss.declaration,
        Step.SetDetent.declaration,
        Step.Command.endRefreshing,
    ]

    /// Each declaration by its name.
    static let named = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The steps documented here that a standard-library plugin hears as its
    /// command (`{command: NAME}`), rather than the language itself.
    static let commandSteps = [Step.Command.endRefreshing.name]
}
