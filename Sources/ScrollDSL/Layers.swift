// The layers below the language that its public API speaks in: positions in
// a file (`Mark`) from the YAML layer, streams and virtual time (`Observable`,
// `VirtualTime`, `BehaviourClock`) from the reactive core. A team's code
// imports ScrollDSL alone and sees them as ScrollDSL's.
@_exported public import ScrollReactive
@_exported public import ScrollYAML
