import GRDB

/// The example's database: its schema, and the seed rows the scenarios start from.
public enum StorageDatabase {
  /// Opens a database with the schema, in memory unless given a file's path.
  ///
  /// - Parameter path: A file to open or create; `nil` for a database in memory.
  /// - Returns: A queue whose writes each run in a transaction of their own.
  /// - Throws: GRDB's error when the file cannot be opened or the schema cannot be created.
  public static func open(path: String? = nil) throws -> DatabaseQueue {
    let queue = try path.map { try DatabaseQueue(path: $0) } ?? DatabaseQueue()
    try migrator.migrate(queue)
    return queue
  }

  // STRICT tables: SQLite refuses a value of the wrong type even from raw SQL, so every
  // row reads back as its Swift types and only the model's own rules can be broken.
  // Foreign keys (on by default in GRDB) back up "a team with players cannot be deleted"
  // even when validation is bypassed; notes are deleted with their user instead, so a
  // write that bypasses validation can delete a user who has notes (see the README).
  // A user's address is unique by its key (`User.emailKey(for:)`, lowercased then NFC),
  // which the app writes: SQLite's NOCASE folds ASCII letters only, and SQLite cannot
  // compute NFC, so a collation or a generated column could not give the same key.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("schema") { db in
      try db.create(table: "teams", options: .strict) { t in
        t.autoIncrementedPrimaryKey("id")
        t.column("name", .text).notNull()
      }
      try db.create(table: "players", options: .strict) { t in
        t.autoIncrementedPrimaryKey("id")
        t.column("name", .text).notNull()
        t.column("age", .integer).notNull()
        t.column("teamId", .integer).notNull().indexed()
          .references("teams", onDelete: .restrict)
        t.column("isRetired", .integer).notNull().defaults(to: false)
      }
      try db.create(table: "users", options: .strict) { t in
        t.autoIncrementedPrimaryKey("id")
        t.column("email", .text).notNull()
        t.column("emailKey", .text).notNull().unique()
        t.column("name", .text).notNull()
      }
      try db.create(table: "notes", options: .strict) { t in
        t.autoIncrementedPrimaryKey("id")
        t.column("userId", .integer).notNull().indexed()
          .references("users", onDelete: .cascade)
        t.column("text", .text).notNull()
      }
      // An order and its lines are one aggregate, written by `Order` only.
      try db.create(table: "orders", options: .strict) { t in
        t.autoIncrementedPrimaryKey("id")
        t.column("userId", .integer).notNull().indexed().references("users", onDelete: .restrict)
        t.column("total", .integer).notNull()
      }
      try db.create(table: "orderLines", options: .strict) { t in
        t.autoIncrementedPrimaryKey("id")
        t.column("orderId", .integer).notNull().indexed()
          .references("orders", onDelete: .cascade)
        t.column("product", .text).notNull()
        t.column("quantity", .integer).notNull()
        t.column("unitPrice", .integer).notNull()
      }
    }
    return migrator
  }

  /// The seed rows, each written through validation.
  public struct Seed: Sendable {
    /// A team with two players: deleting it is refused.
    public var reds: Team
    /// A team without players: it can be deleted.
    public var blues: Team
    /// The Reds' players, Ann (34) and Bob (19).
    public var players: [Player]
    /// A user with two notes: deleting her is refused.
    public var ann: User
    /// A user without notes: he can be deleted.
    public var bob: User
  }

  /// Writes the seed rows, with fixed ids: the Reds (1; players Ann, 34, and Bob, 19) and
  /// the Blues (2; no players); the users ann@example.com (1; two notes) and
  /// bob@example.com (2; none).
  ///
  /// - Parameter db: A connection, inside a write.
  /// - Returns: The rows written, with their ids.
  /// - Throws: GRDB's error when a row cannot be written, such as when it exists already.
  @discardableResult
  public static func seed(_ db: Database) throws -> Seed {
    let reds = try Team(id: 1, name: "Reds").inserted(db)
    let blues = try Team(id: 2, name: "Blues").inserted(db)
    let players = try [
      Player(id: 1, name: "Ann", age: 34, teamId: 1),
      Player(id: 2, name: "Bob", age: 19, teamId: 1),
    ].map { try $0.inserted(db) }
    let ann = try User(id: 1, email: "ann@example.com", name: "Ann").inserted(db)
    let bob = try User(id: 2, email: "bob@example.com", name: "Bob").inserted(db)
    _ = try Note(id: 1, userId: 1, text: "Buy new boots").inserted(db)
    _ = try Note(id: 2, userId: 1, text: "Call the coach").inserted(db)
    return Seed(reds: reds, blues: blues, players: players, ann: ann, bob: bob)
  }
}
