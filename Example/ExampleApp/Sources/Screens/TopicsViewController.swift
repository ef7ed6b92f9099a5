import UIKit

/// Every topic; built in code with `init()`. The root of the app's Topics tab: its route is
/// `/topics`, and every topic link selects its tab and stacks on it (Specs/Topics.yml).
final class TopicsViewController: UIViewController {}
