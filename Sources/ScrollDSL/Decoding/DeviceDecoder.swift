/// Decodes `device`, starting from the defaults: one device (a map), or a
/// list of named devices the script runs on in turn.
struct DeviceDecoder {
    let context: DecodingContext

    /// The devices `node` declares: one for a map, each for a list (named, without duplicates).
    func decodeAll(_ node: Node) -> [Device] {
        guard let items = node.sequence else { return [decode(node, needsName: false)] }
        guard !items.isEmpty else {
            context.error("`device` lists no device; write a map, or a list such as `[{name: SE, height: 667}]`", at: node.mark)
            return [Device()]
        }
        guard items.count <= SpecLimits.devices else {
            context.error("`device` lists \(items.count) devices; the limit is \(SpecLimits.devices) (the script runs once per device)", at: node.mark)
            return [Device()]
        }
        var devices: [Device] = []
        for item in items {
            let device = decode(item, needsName: true)
            if let name = device.name, devices.contains(where: { $0.name == name }) {
                let mark = item.mapping?.first { $0.key.isScalar("name") }?.value.mark ?? item.mark
                context.error("device `\(name)` is listed twice; each device in the list needs its own name", at: mark)
            }
            devices.append(device)
        }
        return devices
    }

    private func decode(_ node: Node, needsName: Bool) -> Device {
        var device = Device()
        let keys = LanguageKeys.device.map(\.name)
        guard let map = MappingReader(node, subject: needsName ? "a device" : "`device`", keys: keys, context: context) else { return device }
        if let nameNode = needsName ? map.required("name") : map["name"] {
            device.name = context.string(nameNode, "name", acceptingAnyScalar: true)
        }
        let size = SpecLimits.deviceSize
        if let value = map["width"].flatMap({ context.number($0, "width", minimum: 0, maximum: size, exclusiveMinimum: true) }) {
            device.width = value
        }
        if let value = map["height"].flatMap({ context.number($0, "height", minimum: 0, maximum: size, exclusiveMinimum: true) }) {
            device.height = value
        }
        if let value = map["statusBarHeight"].flatMap({ context.number($0, "statusBarHeight", minimum: 0, maximum: size) }) {
            device.statusBarHeight = value
        }
        if device.statusBarHeight >= device.height {
            let message = "`statusBarHeight` \(device.statusBarHeight.formatted) must be less than the device height \(device.height.formatted)"
            context.error(message, at: (map["statusBarHeight"] ?? map["height"] ?? node).mark)
        }
        if let value = map["frameRate"].flatMap({ context.number($0, "frameRate", minimum: 30, maximum: 240) }) {
            device.frameRate = value
        }
        if let node = map["safeAreaInsets"] {
            device.safeAreaInsets = InsetReader(context: context).decode(node, "safeAreaInsets", minimum: 0, default: device.safeAreaInsets)
        }
        if let value = map["keyboardHeight"].flatMap({ context.number($0, "keyboardHeight", minimum: 0, maximum: device.height, exclusiveMinimum: true) }) {
            device.keyboardHeight = value
        }
        if let value = map["hitTestsPerTap"].flatMap({ context.integer($0, "hitTestsPerTap", minimum: 1, maximum: SpecLimits.hitTestsPerTap) }) {
            device.hitTestsPerTap = value
        }
        return device
    }
}
