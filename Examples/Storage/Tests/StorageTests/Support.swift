import GRDB
import Storage

/// A database in memory with the schema and the seed rows: the Reds (1; players Ann, 34,
/// and Bob, 19), the Blues (2; no players), ann@example.com (1; two notes) and
/// bob@example.com (2; none).
func seededDatabase() throws -> DatabaseQueue {
  let queue = try StorageDatabase.open()
  try queue.write { db in _ = try StorageDatabase.seed(db) }
  return queue
}

extension Database {
  /// The number of rows in each table, in the order teams, players, users, notes.
  func rowCounts() throws -> [Int] {
    [
      try Team.fetchCount(self), try Player.fetchCount(self), try User.fetchCount(self),
      try Note.fetchCount(self),
    ]
  }
}

/// The row counts of the seed: 2 teams, 2 players, 2 users, 2 notes.
let seedCounts = [2, 2, 2, 2]
