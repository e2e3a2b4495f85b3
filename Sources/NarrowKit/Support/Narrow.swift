/// The tool's identity, as `--version` and reports give it.
public enum Narrow {
  public static let version = "0.2.0"
}
