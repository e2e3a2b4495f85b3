import NarrowKit
