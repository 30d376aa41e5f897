import Testing
@testable import StoryboardImport
