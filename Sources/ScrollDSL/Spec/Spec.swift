/// A checked spec: the typed form of one `*.scroll.yaml` file (docs/language.md, version 1).
///
/// A value of this type has passed every rule of the language; references in it
/// name things that exist and are of the right kind. What it declares (screens,
/// script, invariants) is the loader's and the interpreter's to read: a team's
/// code loads a spec and runs, explores or validates it.
public struct Spec: Sendable {
    /// The file it was loaded from, as the user named it.
    public var file: String
    /// The title used in reports.
    public var name: String
    /// Free text.
    public var description: String?
    /// Labels for `--include-tags` and `--exclude-tags`.
    public var tags: [String]
    /// The simulated phone.
    public var device: Device
    /// Tab identifiers in bar order; the first is selected at time 0.
    public var tabs: [String]
    /// How the tab bar minimises and its accessory (`tabBar`), when the spec says.
    package var tabBar: TabBar?
    /// Every screen, in file order.
    package var screens: [Screen]
    /// The steps to run; `nil` when the spec is only validated.
    package var script: [Step]?
    /// What holds at the end of every turn of every run.
    package var invariants: [Invariant] = []
    /// How often `explore` makes each kind of step (`explore: {steps: {drag: 5}}`),
    /// by the kind's name; kinds not named keep their usual weight, 0 leaves one out.
    package var exploreWeights: [String: Int] = [:]
    /// The default tolerance of numeric expectations in points.
    public var tolerance: Double
    /// The default tolerance of every other numeric expectation (fractions,
    /// alphas, scales, counts).
    public var unitTolerance: Double = Tolerances.defaults.unitless
    /// The behaviours and triggers it was checked against, and runs with.
    public var plugins = PluginSet(behaviours: [], triggers: [])
    /// What is valid but probably not meant (a `wait: 1` of one millisecond).
    public var warnings: [Diagnostic] = []
    /// With a list of devices: the spec once per device, in list order (this
    /// spec is the first); empty with one device.
    package var deviceVariants: [Spec] = []
    /// What a world running it is built from, its stage index worked out
    /// now: a caller that runs many scripts on one spec (exploring) makes it
    /// once and hands it to each run.
    var setting: Setting {
        Setting(device: device, tabs: tabs, tabBar: tabBar, screens: screens, plugins: plugins, stageIndex: StageIndex(screens, plugins: plugins))
    }

    /// Whether it declares `invariants`: whether `explore` has anything to look for.
    public var declaresInvariants: Bool { !invariants.isEmpty }

    /// The specs to run: one per device.
    public var runs: [Spec] { deviceVariants.isEmpty ? [self] : deviceVariants }

    /// The name reports use: `NAME`, or `NAME [DEVICE]` with a list of devices.
    public var displayName: String {
        device.name.map { "\(name) [\($0)]" } ?? name
    }

    /// The screen with an identifier.
    package func screen(_ id: String) -> Screen? {
        screens.first { $0.id == id }
    }
}

extension Spec {
    /// Whether its script shows the keyboard (and `keyboard` names the keyboard, not one of its own identifiers).
    /// The sheets the script presents, the first presentation of each screen.
    var presentations: [SheetPresentation] {
        var sheets: [SheetPresentation] = []
        for case let present as Step.Present in (script ?? []).map(\.action) where !sheets.contains(where: { $0.screen == present.presentation.screen }) {
            sheets.append(present.presentation)
        }
        return sheets
    }

    var usesKeyboard: Bool {
        let shows = script?.contains { $0.action is Step.ShowKeyboard } ?? false
        return shows && !screens.contains { screen in
            screen.id == SymbolTable.keyboard || screen.scrollViews.contains { $0.id == SymbolTable.keyboard }
                || screen.views.contains { $0.id == SymbolTable.keyboard } || screen.behaviours.contains { $0.id == SymbolTable.keyboard }
        }
    }
}

extension Spec {
    /// The screens the script pushes with `fresh: true`, whose behaviours may be made anew.
    var freshlyPushedScreens: Set<String> {
        Set((script ?? []).compactMap { step in
            (step.action as? Step.Push).flatMap { $0.fresh ? $0.screen : nil }
        })
    }
}
