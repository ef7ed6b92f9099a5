import UIKit

/// Every topic; built in code with `init()`. Its route is `/topics`, the root of every
/// topic link's back stack (Specs/Topics.yml).
final class TopicsViewController: UIViewController {}
