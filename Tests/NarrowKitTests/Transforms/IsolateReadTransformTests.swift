import NarrowKit
import Testing

@Suite struct IsolateReadTransformTests {
}
