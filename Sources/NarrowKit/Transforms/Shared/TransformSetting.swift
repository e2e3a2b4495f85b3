/// A setting a transform takes, declared once beside the transform. The command-line flag, its
/// `--help` line, the key in `.narrow.json`, its check and what `narrow config` shows are all
/// built from this declaration, so a setting is added in one place.
public struct TransformSetting: Sendable, Hashable {
  /// The transform it belongs to, or `parse` for how every file is read: its `.narrow.json`
  /// object is named after it.
  public let transform: String
  /// Its key in that object: `fields` in `{"large-value": {"fields": 30}}`.
  let key: String
  public let flag: String
  /// Every setting so far is a threshold, so a value is a positive whole number.
  public let defaultValue: Int
  /// What it counts, in a few words, for `--help` (the transform and the default are added there).
  public let help: String

  init(transform: String, key: String, flag: String, defaultValue: Int, help: String) {
    self.transform = transform
    self.key = key
    self.flag = flag
    self.defaultValue = defaultValue
    self.help = help
  }

  /// `large-value.fields`, as messages and `narrow config` name it.
  public var keyPath: String { "\(transform).\(key)" }
}

/// The value of each setting for one run; a setting nobody gave has its default.
public struct TransformSettingValues: Sendable, Hashable {
  private var given: [String: Int]

  /// `given` maps key paths (`large-value.fields`) to values.
  public init(_ given: [String: Int] = [:]) {
    self.given = given
  }

  public subscript(setting: TransformSetting) -> Int {
    get { given[setting.keyPath] ?? setting.defaultValue }
    set { given[setting.keyPath] = newValue }
  }
}

extension Transform {
  static var settings: [TransformSetting] { [] }
}

extension TransformCatalog {
  /// How every file is read, not a transform's: the largest file `Workspace.read` reads.
  static let maximumFileBytes = TransformSetting(
    transform: "parse", key: "maxFileBytes", flag: "--max-file-bytes", defaultValue: Workspace.defaultMaximumFileBytes,
    help: "the largest Swift file read, in bytes; a larger one is a file Narrow cannot read")

  /// How the update model counts bodies, not a transform's: the rows of a list on one screen.
  static let rowsOnScreen = TransformSetting(
    transform: "model", key: "rowsOnScreen", flag: "--rows-on-screen", defaultValue: BodyRun.screenful,
    help: "the rows of a list on one screen, as many bodies as a change that runs every row runs")

  /// Every declared setting: each transform's, in catalogue order, then how files are read and
  /// how bodies are counted.
  public static var settings: [TransformSetting] { all.flatMap { $0.settings } + [maximumFileBytes, rowsOnScreen] }
}
