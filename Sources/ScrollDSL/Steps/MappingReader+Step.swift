extension MappingReader {
    /// Reads the map form of the step `name`, whose keys its declaration lists.
    init?(step name: String, _ node: Node, context: DecodingContext) {
        self.init(node, subject: Subject(quoting: name), keys: Self.stepKeys[name] ?? [], context: context)
    }

    /// Each step's keys, looked up once per step rather than listed again.
    private static let stepKeys = Dictionary(uniqueKeysWithValues: StepDeclaration.all.map { ($0.name, $0.keys.map(\.name)) })
}
