/// This release of ScrollDSL.
package enum Release {
    /// The version `scrollrun --version` prints.
    package static let version = "1.2.0"
}
