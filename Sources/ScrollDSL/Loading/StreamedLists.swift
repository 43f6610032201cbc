/// Decodes a spec's `screens` and `script` item by item while the parser
/// reads them, so that a large spec never holds all their nodes at once: each
/// item's nodes are released as soon as it is decoded.
///
/// A list is taken only when what it depends on came before it in the file:
/// `use`, `device` (a single one), `tabs` and `tabBar` for the screens; those,
/// `tolerance` and the taken screens for the script. Whether a key comes
/// later is only known at the end, so ``isFaithful(to:)`` checks that the
/// nodes these lists were decoded with are the spec's own; when they are not
/// (or a script outgrew its limit), the spec is parsed again and decoded
/// from its whole tree, as it would have been without streaming.
final class StreamedLists: TopLevelListReader {
    private let file: String
    private let limits: YAMLLimits
    private let timeLimit: VirtualTime
    private let basePlugins: PluginSet

    /// The context the taken lists were decoded in; the rest of the spec is decoded in it too.
    private(set) var context: DecodingContext?
    /// The device and tabs the taken lists were decoded with.
    private(set) var preamble: SpecPreamble?
    /// The screens read so far, once `screens` is taken.
    private(set) var screens: ScreenList?
    private var screenDecoder: ScreenDecoder?
    /// The script's decoder and the steps read so far, once `script` is taken.
    private(set) var script: (decoder: StepDecoder, steps: StepList)?
    /// The tolerances the taken script was decoded with.
    private(set) var tolerances: Tolerances?
    /// The top-level keys the taken lists were decoded with, and where their values were.
    private var dependencies: [(key: String, mark: Mark?)] = []
    /// Set when a taken list cannot be decoded as the whole tree would be.
    private var abandoned = false

    init(file: String, limits: YAMLLimits, timeLimit: VirtualTime, plugins: PluginSet) {
        self.file = file
        self.limits = limits
        self.timeLimit = timeLimit
        self.basePlugins = plugins
    }

    /// Whether any list was taken: its items are not in the tree.
    var tookItems: Bool { screens != nil }

    /// What was decoded of the lists, for the decoder to finish.
    var decoded: DecodedLists {
        DecodedLists(preamble: preamble, tolerances: tolerances, screens: screens, script: script)
    }

    func takesItems(of key: String, at mark: Mark, after earlier: (String) -> Node?) -> Bool {
        switch key {
        case "screens": return takeScreens(at: mark, value: earlier)
        case "script": return takeScript(value: earlier)
        default: return false
        }
    }

    func read(_ item: Node, of key: String) {
        guard !abandoned else { return }
        if key == "screens", let screenDecoder {
            screenDecoder.decode(item, into: &screens!)
        } else if key == "script", script != nil {
            guard script!.steps.itemCount < SpecLimits.steps else {
                abandoned = true
                return
            }
            script!.decoder.decode(item, into: &script!.steps)
        }
    }

    /// Whether the taken lists were decoded with the nodes `root` holds under
    /// the keys they depend on, and completely.
    func isFaithful(to root: Node) -> Bool {
        !abandoned && dependencies.allSatisfy { root[$0.key]?.mark == $0.mark }
    }

    private func takeScreens(at mark: Mark, value: (String) -> Node?) -> Bool {
        guard screens == nil, (value("device")?.sequence?.count ?? 1) <= 1,
              case let (plugins, problems) = UsedPlugins.load(value("use"), file: file, into: basePlugins, limits: limits), problems.isEmpty
        else { return false }
        let context = DecodingContext(file: file, timeLimit: timeLimit, plugins: plugins)
        context.readNamedFile = FileBytes.readNamed
        let preamble = SpecDecoder(context: context).preamble(value)
        depend(on: ["use", "device", "tabs", "tabBar"], value: value)
        dependencies.append((key: "screens", mark: mark))
        self.context = context
        self.preamble = preamble
        screenDecoder = ScreenDecoder(context: context, device: preamble.device, tabs: preamble.tabs, tabBar: preamble.tabBar)
        screens = ScreenList()
        return true
    }

    private func takeScript(value: (String) -> Node?) -> Bool {
        guard let context, let preamble, let screens, script == nil, value("screens") != nil else { return false }
        let tolerances = SpecDecoder(context: context).tolerances(value)
        depend(on: ["tolerance", "unitTolerance"], value: value)
        let decoder = StepDecoder(context: context, device: preamble.device, tabs: preamble.tabs, screens: screens, tolerances: tolerances)
        script = (decoder: decoder, steps: StepList())
        self.tolerances = tolerances
        return true
    }

    private func depend(on keys: [String], value: (String) -> Node?) {
        for key in keys {
            dependencies.append((key: key, mark: value(key)?.mark))
        }
    }
}
