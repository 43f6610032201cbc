/// What a world is built from: the device, the tabs and screens a spec
/// declares, the plugins their behaviours use, and where a stage keeps each
/// thing (worked out once per spec, shared by every run of it).
struct Setting: Sendable {
    /// The simulated phone.
    let device: Device
    /// Tab identifiers in bar order; the first is selected at time 0.
    let tabs: [String]
    /// How the tab bar minimises, when the spec says.
    let tabBar: TabBar?
    /// Every screen, in file order.
    let screens: [Screen]
    /// The behaviours and triggers the screens use.
    let plugins: PluginSet
    /// Where a stage built from ``screens`` keeps each thing.
    let stageIndex: StageIndex
}
