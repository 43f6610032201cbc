/// The view properties a spec's behaviours write, each with the kind of value
/// written (the last writer's), so that expectations may read them.
///
/// Kept small because a large spec writes tens of thousands: an entry is keyed
/// by its view's place in the symbol table and its property's number (8 bytes),
/// not by its path (32).
struct WrittenProperties {
    /// Each property written, numbered in the order it was first written.
    private var numbers: [Property: UInt32] = [:]
    private var properties: [Property] = []
    private var entries: [UInt64: WrittenProperty] = [:]

    /// Records that a behaviour writes `path`, whose view `symbols` declares.
    mutating func record(_ written: WrittenProperty, at path: PropertyPath, in symbols: SymbolTable) {
        guard let view = symbols[path.target]?.order else { return }
        let number: UInt32
        if let known = numbers[path.property] {
            number = known
        } else {
            number = UInt32(properties.count)
            numbers[path.property] = number
            properties.append(path.property)
        }
        entries[Self.key(view: view, property: number)] = written
    }

    /// What a behaviour writes at `path`, if one does.
    func written(at path: PropertyPath, in symbols: SymbolTable) -> WrittenProperty? {
        guard let view = symbols[path.target]?.order, let number = numbers[path.property] else { return nil }
        return entries[Self.key(view: view, property: number)]
    }

    /// The names of the properties written on `target`, sorted.
    func names(writtenOn target: String, in symbols: SymbolTable) -> [String] {
        guard let view = symbols[target]?.order else { return [] }
        let prefix = Self.key(view: view, property: 0)
        return entries.keys.filter { $0 & ~0xFFFF_FFFF == prefix }.map { properties[Int($0 & 0xFFFF_FFFF)].name }.sorted()
    }

    private static func key(view: Int32, property: UInt32) -> UInt64 {
        UInt64(UInt32(bitPattern: view)) << 32 | UInt64(property)
    }
}
