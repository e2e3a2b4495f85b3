import NarrowKit
import Testing

@Suite struct HoistFieldTransformTests {
}
