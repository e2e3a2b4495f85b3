import NarrowKit
import Testing

@Suite struct CacheComputedTransformTests {
}
