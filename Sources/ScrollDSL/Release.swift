/// This release of ScrollDSL.
public enum Release {
    /// The version `scrollrun --version` prints.
    public static let version = "1.1.0"
}
