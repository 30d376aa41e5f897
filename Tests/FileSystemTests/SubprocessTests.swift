import FileSystem
import Testing

/// `Subprocess.run`: a program run without a shell, its output collected up to a limit.
@Suite struct SubprocessTests {
  @Test func argumentsReachTheProgramAsTheyAre() throws {
    let result = Subprocess.run("printf", ["%s|%s", "a b", "$HOME;*"], limit: 1 << 10)
    let output = try result.get()
    #expect(output.status == 0)
    #expect(String(decoding: output.stdout, as: UTF8.self) == "a b|$HOME;*")
  }

  @Test func standardErrorAndTheStatusAreKept() throws {
    let output = try Subprocess.run("ls", ["/no/such/path"], limit: 1 << 10).get()
    #expect(output.status != 0)
    #expect(output.stdout.isEmpty)
    #expect(String(decoding: output.stderr, as: UTF8.self).contains("/no/such/path"))
  }

  @Test func outputPastTheLimitFails() {
    let result = Subprocess.run("head", ["-c", "100000", "/dev/zero"], limit: 1000)
    guard case .failure(let failure) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.reason == "'head' wrote more than 1000 bytes")
  }

  @Test func aProgramThatIsNotThereFails() {
    let result = Subprocess.run("no-such-program-scenectl", [], limit: 10)
    guard case .failure(let failure) = result else {
      Issue.record("expected a failure")
      return
    }
    #expect(failure.reason == "cannot run 'no-such-program-scenectl': No such file or directory")
  }
}
