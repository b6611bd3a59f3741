import Testing
@testable import Storage
@Test func placeholder() {}
