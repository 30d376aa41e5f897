import Foundation
import Testing

@testable import StoryboardImport

/// A storyboard saved by Xcode 26 or later (a toolsVersion build of 24000 and up) imports
/// with `sdk: 26`, the SDK an app built from it has, whose bars the canvas draws; earlier
/// files get no `sdk:` and keep the format's bars.
@Suite struct SDKImportTests {
  /// The `sdk:` lines of the import of a storyboard with these `<document>` attributes and
  /// `<dependencies>`.
  func importedSDK(tools: String, dependencies: String = "") throws -> [String] {
    let scene = """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """
    let text = String(decoding: storyboard(scene), as: UTF8.self)
      .replacingOccurrences(of: #"version="3.0" "#, with: #"version="3.0" \#(tools) "#)
      .replacingOccurrences(
        of: "    <scenes>", with: "    <dependencies>\(dependencies)</dependencies>\n    <scenes>")
    let result = try #require(imported(Array(text.utf8)))
    return result.yaml.split(separator: "\n").filter { $0.hasPrefix("sdk:") }.map(String.init)
  }

  /// Orbot's (24765), xDrip's (24412), IQKeyboardManager's (24127): Xcode 26.
  @Test func xcode26WritesSDK26() throws {
    #expect(try importedSDK(tools: #"toolsVersion="24765""#) == ["sdk: 26"])
    #expect(try importedSDK(tools: #"toolsVersion="24127""#) == ["sdk: 26"])
  }

  /// The near misses: Xcode 16 (23727, Kingfisher's), no toolsVersion, an unreadable one.
  @Test func earlierXcodesWriteNone() throws {
    #expect(try importedSDK(tools: #"toolsVersion="23727""#) == [])
    #expect(try importedSDK(tools: "") == [])
    #expect(try importedSDK(tools: #"toolsVersion="x24765""#) == [])
  }

  /// A development build of Xcode writes `32700.99.1234`; its Cocoa Touch plug-in tells the
  /// release (22684, Xcode 15: Google's full-screen native ad sample, its bar 44 high).
  @Test func aDevelopmentBuildIsReadByItsPlugIn() throws {
    let plugIn =
      #"<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22684"/>"#
    #expect(try importedSDK(tools: #"toolsVersion="32700.99.1234""#, dependencies: plugIn) == [])
    let xcode26 = plugIn.replacingOccurrences(of: "22684", with: "24743")
    #expect(
      try importedSDK(tools: #"toolsVersion="32700.99.1234""#, dependencies: xcode26)
        == ["sdk: 26"])
  }
}
