import Testing

@testable import StoryboardImport

/// User-defined runtime attributes import as `runtimeAttributes:`, each type of Interface
/// Builder's as the value it stands for; a key path that is not one is listed.
@Suite struct RuntimeAttributeImportTests {
  @Test func everyTypeImports() throws {
    let bytes = storyboard(
      """
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" sceneMemberID="viewController">
                          <view key="view" id="vw0-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                              <subviews>
                                  <view id="box-00-001">
                                      <rect key="frame" x="20" y="100" width="100" height="50"/>
                                      <userDefinedRuntimeAttributes>
                                          <userDefinedRuntimeAttribute type="string" keyPath="text" value="Hello"/>
                                          <userDefinedRuntimeAttribute type="boolean" keyPath="alignLeft" value="YES"/>
                                          <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                              <real key="value" value="8.5"/>
                                          </userDefinedRuntimeAttribute>
                                          <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                                              <color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                          </userDefinedRuntimeAttribute>
                                          <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset">
                                              <size key="value" width="2" height="3"/>
                                          </userDefinedRuntimeAttribute>
                                          <userDefinedRuntimeAttribute type="nil" keyPath="delegateHint"/>
                                          <userDefinedRuntimeAttribute type="string" keyPath="bad path" value="x"/>
                                      </userDefinedRuntimeAttributes>
                                  </view>
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
      """)
    let result = try #require(imported(bytes))
    #expect(
      result.yaml.contains(
        """
                runtimeAttributes:
                  text: Hello
                  alignLeft: true
                  "layer.cornerRadius": 8.5
                  "layer.borderColor": "#ff0000"
                  shadowOffset: [2, 3]
                  delegateHint: null
        """))
    #expect(
      result.notCarried.map { "\($0.position): \($0.what): \($0.reason)" } == [
        "26:37: runtime attribute 'bad path': it is not a key path of names joined by '.', or "
          + "repeats one"
      ])
  }
}
