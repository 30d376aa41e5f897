import SceneRuntime
import SceneSyntax

/// A 128-bit digest of a state's canonical encoding: the search stores states by it.
struct Digest: Hashable {
  var high: UInt64
  var low: UInt64
}

/// Streams a canonical encoding into a digest: every string is written with its length and
/// every value with its kind, so two encodings are equal only when what they encode is.
struct DigestWriter {
  private var a: UInt64 = 0x243F_6A88_85A3_08D3
  private var b: UInt64 = 0x1319_8A2E_0370_7344
  private var count: UInt64 = 0

  mutating func word(_ w: UInt64) {
    count &+= 1
    a = ((a ^ (w &* 0x9E37_79B9_7F4A_7C15)).rotated(31)) &* 0xBF58_476D_1CE4_E5B9
    b = ((b ^ (w &* 0xC2B2_AE3D_27D4_EB4F)).rotated(29) &+ a) &* 0x94D0_49BB_1331_11EB
  }

  mutating func string(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      word(UInt64(bytes.count))
      var index = 0
      while index < bytes.count {
        var chunk: UInt64 = 0
        for offset in 0..<min(8, bytes.count - index) {
          chunk |= UInt64(bytes[index + offset]) << (8 * UInt64(offset))
        }
        word(chunk)
        index += 8
      }
    }
  }

  mutating func value(_ value: Value) {
    switch value {
    case .number(let number):
      word(1)
      word((number + 0.0).bitPattern)  // -0 is written as 0
    case .string(let text):
      word(2)
      string(text)
    case .bool(let flag): word(flag ? 3 : 4)
    case .null: word(5)
    case .list(let items):
      word(6)
      word(UInt64(items.count))
      for item in items { self.value(item) }
    case .record(let fields):
      word(7)
      self.fields(fields)
    }
  }

  mutating func fields(_ fields: [Value.Field]) {
    word(UInt64(fields.count))
    for field in fields {
      string(field.name)
      value(field.value)
    }
  }

  var digest: Digest {
    func mix(_ x: UInt64) -> UInt64 {
      var x = x
      x = (x ^ (x >> 33)) &* 0xFF51_AFD7_ED55_8CCD
      x = (x ^ (x >> 33)) &* 0xC4CE_B9FE_1A85_EC53
      return x ^ (x >> 33)
    }
    let high = mix(a ^ count)
    return Digest(high: high, low: mix(b ^ high))
  }
}

extension UInt64 {
  fileprivate func rotated(_ bits: UInt64) -> UInt64 { (self << bits) | (self >> (64 - bits)) }
}

/// A simulator state, encoded canonically: the controller tree (stacks, presentations, the
/// selected tab or page, alerts, embedded children), each controller's title, properties and
/// view values, and the app state. Two states are the same when their `full` digests are.
struct StateCode {
  /// Everything the simulator holds.
  var full: Digest
  /// The screen alone: the controller tree with no values. A dead end is a state from which
  /// no screen like the launch screen can be reached again, whatever the data then holds.
  var screen: Digest
  /// Each number of the app state and of the controllers' properties, in a stable order:
  /// the data that may grow forever.
  var numbers: [(key: NumberKey, value: Double)]

  init(_ simulator: Simulator) {
    var full = DigestWriter()
    var screen = DigestWriter()
    var numbers: [(key: NumberKey, value: Double)] = []
    full.fields(simulator.state)
    for field in simulator.state {
      if case .number(let value) = field.value {
        numbers.append((NumberKey(scene: nil, name: field.name), value))
      }
    }
    func visit(_ controller: Controller) {
      func shape(_ writer: inout DigestWriter) {
        writer.string(controller.sceneID)
        writer.word(UInt64(bitPattern: Int64(controller.selectedIndex)))
        writer.string(controller.alert?.spec.id.value ?? "")
        writer.word(UInt64(controller.children.count))
        writer.word(UInt64(controller.embedded.count))
        writer.word(controller.presented == nil ? 0 : 1)
      }
      shape(&full)
      shape(&screen)
      if controller.titleWasSet {
        full.word(1)
        full.string(controller.title ?? "")
      } else {
        full.word(0)
      }
      full.fields(controller.properties)
      for field in controller.properties {
        if case .number(let value) = field.value {
          numbers.append((NumberKey(scene: controller.sceneID, name: field.name), value))
        }
      }
      full.word(UInt64(controller.views.count))
      for view in controller.views {
        full.string(view.id)
        full.fields(view.properties)
      }
      for child in controller.children { visit(child) }
      for embedded in controller.embedded { visit(embedded.child) }
      if let presented = controller.presented { visit(presented) }
    }
    if let root = simulator.root { visit(root) }
    self.full = full.digest
    self.screen = screen.digest
    self.numbers = numbers
  }
}

/// A number of the app state (`scene` nil) or of a scene's controllers' properties.
struct NumberKey: Hashable {
  var scene: String?
  var name: String

  /// `state.NAME` or `SCENE.NAME`.
  var description: String { "\(scene ?? "state").\(name)" }
}
