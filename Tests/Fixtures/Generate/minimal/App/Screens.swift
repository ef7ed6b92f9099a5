// Hand-written app code the generated files for this fixture are compiled with.
import UIKit

final class OnlyViewController: UIViewController {}
