# A Homebrew formula that builds Narrow from source: `brew install --build-from-source ./Formula/narrow.rb`.
# It has not been run on a Mac yet (see "On macOS" in the README's Install section).
#
# Before publishing: set REPOSITORY to the project's public repository URL, then url to a release
# tag's tarball and sha256 to that tarball's checksum (`shasum -a 256 0.2.0.tar.gz`).
# There is no license line: the repository has no LICENSE file yet.
class Narrow < Formula
  REPOSITORY = "https://REPLACE-WITH-THE-REPOSITORY-URL".freeze

  desc "Refactors SwiftUI code so that views update less"
  homepage REPOSITORY
  url "#{REPOSITORY}/archive/refs/tags/0.2.0.tar.gz"
  sha256 "REPLACE-WITH-THE-SHA256-OF-THE-TAG-TARBALL"

  depends_on xcode: ["16.0", :build]
  depends_on macos: :sonoma

  def install
    # Package.swift links SwiftSyntax from the toolchain's usr/lib/swift/host, which must hold the
    # SwiftSyntax modules: a toolchain from swift.org or swiftly does. Homebrew clears the
    # environment of a build, so the toolchain to use is passed as HOMEBREW_TOOLCHAINS (a bundle
    # identifier, or "swift" for the newest one installed) or HOMEBREW_NARROW_SWIFT_HOST_LIBS.
    ENV["TOOLCHAINS"] = ENV["HOMEBREW_TOOLCHAINS"] if ENV["HOMEBREW_TOOLCHAINS"]
    if ENV["HOMEBREW_NARROW_SWIFT_HOST_LIBS"]
      ENV["NARROW_SWIFT_HOST_LIBS"] = ENV["HOMEBREW_NARROW_SWIFT_HOST_LIBS"]
    end
    system "swift", "build", "-c", "release", "--disable-sandbox", "--product", "narrow"
    bin.install ".build/release/narrow"
  end

  def caveats
    <<~EOS
      narrow loads SwiftSyntax from the Swift toolchain it was built with: reinstall it after that
      toolchain is removed or replaced.
    EOS
  end

  test do
    assert_equal "narrow #{version}\n", shell_output("#{bin}/narrow --version")
    (testpath/"Track.swift").write <<~SWIFT
      import SwiftUI

      struct Track {
        var title: String
        var plays: Int
      }

      @Observable
      final class Player {
        var track = Track(title: "", plays: 0)
        func start() {
          Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.tick() }
        }
        func tick() { track.plays += 1 }
      }

      struct TrackRow: View {
        let track: Track
        var body: some View { Text(track.title) }
      }

      struct NowPlaying: View {
        @Environment(Player.self) private var player
        var body: some View { Shelf(tracks: [player.track]) }
      }

      struct Shelf: View {
        let tracks: [Track]
        var body: some View { ForEach(tracks, id: \\.title) { track in TrackRow(track: track) } }
      }
    SWIFT
    output = shell_output("#{bin}/narrow scan --transform pass-fields --color never #{testpath}")
    assert_match "[pass-fields] TrackRow.track", output
  end
end
