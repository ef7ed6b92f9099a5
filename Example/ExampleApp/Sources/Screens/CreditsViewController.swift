import UIKit

/// Acknowledgements; built in code and needs no arguments (`CreditsViewController: {}`).
final class CreditsViewController: UIViewController {}
