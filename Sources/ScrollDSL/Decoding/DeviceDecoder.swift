/// Decodes `device`, starting from DSL.md's defaults.
struct DeviceDecoder {
    let context: DecodingContext

    func decode(_ node: Node) -> Device {
        var device = Device()
        let keys = ["width", "height", "statusBarHeight", "frameRate", "hitTestsPerTap"]
        guard let map = MappingReader(node, subject: "`device`", keys: keys, context: context) else { return device }
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
        if let value = map["hitTestsPerTap"].flatMap({ context.integer($0, "hitTestsPerTap", minimum: 1, maximum: SpecLimits.hitTestsPerTap) }) {
            device.hitTestsPerTap = value
        }
        return device
    }
}
