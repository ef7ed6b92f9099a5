# Homebrew formula: builds screengen from source with SwiftPM. The repository is its own
# tap: `brew tap screengen/screengen <repository URL>`, then `brew install screengen` (the
# tagged release) or `brew install --HEAD screengen` (main). The version and the repository
# URL are spelled in Sources/ScreenGenKit/Config/ToolRelease.swift; ReleaseFilesTests checks
# that this file says the same.
class Screengen < Formula
  desc "Generate type-safe Swift for iOS screens from YAML specs"
  homepage "https://github.com/screengen/screengen"
  url "https://github.com/screengen/screengen.git", tag: "v0.3.0"
  license "MIT"
  head "https://github.com/screengen/screengen.git", branch: "main"

  on_macos do
    depends_on xcode: ["16.0", :build]
  end

  on_linux do
    depends_on "swift" => :build
  end

  def install
    # --disable-sandbox: Homebrew already builds in a sandbox, and macOS sandboxes do not nest.
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "screengen"
    bin.install ".build/release/screengen"
    generate_completions_from_executable(bin/"screengen", "--generate-completion-script")
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/screengen --version").strip
    (testpath/"Specs").mkpath
    (testpath/"Specs/App.yml").write "module: App\nscreens:\n  AboutViewController: {}\n"
    assert_match "specs OK: 1 screen", shell_output("#{bin}/screengen lint")
  end
end
