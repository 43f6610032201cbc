/// The target whose build validates the specs in `specs/` (the ScrollDSL
/// build-tool plugin `ScrollSpecValidation`): a broken spec fails `swift build`
/// with its position, and unchanged specs are not validated again.
public enum ScrollSpecs {}
