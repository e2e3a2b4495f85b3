extension IsolateOnChangeTransform {
  public static let examples: [TransformExample] = []
}
