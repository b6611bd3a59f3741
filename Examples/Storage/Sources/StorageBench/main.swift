import Foundation
import GRDB
import Storage
import Validation

// Inserts rows in one transaction into a fresh in-memory database, with validation and
// without, alternating the two, and prints the median of each and their ratio: players
// (`Player` against `UncheckedPlayer`, a table without a unique column) and users (`User`
// against `UncheckedUser`, whose `emailKey` column is `UNIQUE`). The values are built before
// the clock starts; building them is timed apart, outside the ratios.
//
//   StorageBench [RUNS] [INSERTS]   # 5 runs of 10,000 inserts by default

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let runs = max(arguments.first ?? 5, 1)
let count = max(arguments.dropFirst().first ?? 10_000, 1)
let clock = ContinuousClock()

// A database with the schema and the one team every player belongs to.
func emptyDatabase() throws -> DatabaseQueue {
  let queue = try StorageDatabase.open()
  try queue.write { db in _ = try Team(id: 1, name: "Reds").inserted(db) }
  return queue
}

// The players to insert: names and ages vary, all valid.
func name(_ index: Int) -> String { "Player \(index)" }
func age(_ index: Int) -> Int { 16 + index % 35 }

// The users to insert: addresses differ, all valid.
func email(_ index: Int) -> String { "user\(index)@example.com" }

// Inserts the records in one transaction and returns how long that took; checks every row
// was written.
func timeInserts<Record: MutablePersistableRecord>(_ records: [Record]) throws -> Duration {
  let queue = try emptyDatabase()
  let table = Record.databaseTableName
  let elapsed = try clock.measure {
    try queue.write { db in
      for var record in records {
        try record.insert(db)
      }
    }
  }
  let written = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") }
  guard written == records.count else { fatalError("wrote \(written ?? 0) rows, not \(count)") }
  return elapsed
}

func median(_ durations: [Duration]) -> Duration {
  let sorted = durations.sorted()
  return sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ duration: Duration) -> String {
  let ms =
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
  return String(format: "%8.2f ms", ms)
}

var buildChecked: [Duration] = []
var buildUnchecked: [Duration] = []
var checked: [Duration] = []
var unchecked: [Duration] = []
var validationOnly: [Duration] = []
var checkedUsers: [Duration] = []
var uncheckedUsers: [Duration] = []
for _ in 0..<runs {
  var players: [Player] = []
  buildChecked.append(
    clock.measure {
      players = (0..<count).map { Player(name: name($0), age: age($0), teamId: 1) }
    })
  var twins: [UncheckedPlayer] = []
  buildUnchecked.append(
    clock.measure {
      twins = (0..<count).map {
        UncheckedPlayer(id: nil, name: name($0), age: age($0), teamId: 1, isRetired: false)
      }
    })
  unchecked.append(try timeInserts(twins))
  checked.append(try timeInserts(players))
  validationOnly.append(
    try clock.measure {
      for player in players {
        try player.validate(for: .insert)
      }
    })
  let users = (0..<count).map { User(email: email($0), name: name($0)) }
  let userTwins = (0..<count).map { UncheckedUser(id: nil, email: email($0), name: name($0)) }
  uncheckedUsers.append(try timeInserts(userTwins))
  checkedUsers.append(try timeInserts(users))
}

let ratio = median(checked) / median(unchecked)
let summary = runs == 1 ? "1 run" : "median of \(runs) runs"
print("\(count) inserts in one transaction, in-memory DatabaseQueue, \(summary)")
print("without validation (UncheckedPlayer)  \(milliseconds(median(unchecked)))")
print("with validation (Player)              \(milliseconds(median(checked)))")
print(String(format: "ratio                                %8.3fx (target: at most 1.2x)", ratio))
let userRatio = median(checkedUsers) / median(uncheckedUsers)
print("with a unique column (users.emailKey):")
print("without validation (UncheckedUser)    \(milliseconds(median(uncheckedUsers)))")
print("with validation (User)                \(milliseconds(median(checkedUsers)))")
print(
  String(format: "ratio                                %8.3fx (target: at most 1.2x)", userRatio))
print("outside the ratios:")
print("  validate(for: .insert) alone        \(milliseconds(median(validationOnly)))")
print("building the values:")
print("  UncheckedPlayer                     \(milliseconds(median(buildUnchecked)))")
print("  Player                              \(milliseconds(median(buildChecked)))")
