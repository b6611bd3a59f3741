/// A user as the API shows it: the response body of `POST /users` and `GET /users/{id}`.
///
/// A type of its own rather than `SignUp`, whose encoding would write the password: the
/// secret never reaches this type, so no response can carry it.
public struct User: Sendable, Hashable, Codable {
  /// The id the store gave the user.
  public var id: Int
  /// The e-mail address, unique among users.
  public var email: String
  /// The name.
  public var name: String
  /// The age in years.
  public var age: Int
  /// What the user is interested in.
  public var interests: [String]
  /// The postal address.
  public var address: PostalAddress

  /// A postal address as the API shows it.
  public struct PostalAddress: Sendable, Hashable, Codable {
    /// The street and house number.
    public var street: String
    /// The 5-digit ZIP code.
    public var zip: String
    /// The city.
    public var city: String
    /// The ISO 3166-1 country code.
    public var country: String
  }

  /// The user a valid sign-up creates, without its password.
  init(id: Int, _ signUp: SignUp) {
    self.id = id
    email = signUp.email
    name = signUp.name
    age = signUp.age
    interests = signUp.interests
    address = PostalAddress(
      street: signUp.address.street, zip: signUp.address.zip, city: signUp.address.city,
      country: signUp.address.country)
  }
}

/// The users created so far, in memory.
public actor UserStore {
  private var users: [Int: User] = [:]
  private var idsByEmail: [String: Int] = [:]
  private var lastID = 0

  /// Creates an empty store.
  public init() {}

  /// Stores a user for a valid sign-up and returns it, or `nil` when the e-mail address
  /// is taken: when another user's address has the same ``emailKey(_:)``.
  func create(_ signUp: SignUp) -> User? {
    let key = emailKey(signUp.email)
    guard idsByEmail[key] == nil else { return nil }
    lastID += 1
    let user = User(id: lastID, signUp)
    users[user.id] = user
    idsByEmail[key] = user.id
    return user
  }

  /// The user with an id, if there is one.
  public func user(id: Int) -> User? {
    users[id]
  }
}
