extension CacheComputedTransform {
  public static let examples: [TransformExample] = []
}
