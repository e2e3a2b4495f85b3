// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "Atlas",
  targets: [
    .target(name: "Shared", path: "Sources/Shared"),
    .target(name: "App", dependencies: ["Shared"]),
  ]
)
