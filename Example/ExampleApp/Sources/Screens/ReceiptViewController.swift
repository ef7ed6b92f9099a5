import UIKit

/// A receipt, built in code with its designated initializer, then `initialize(showsTotal:)`.
final class ReceiptViewController: UIViewController {
    let receipt: Receipt
    private(set) var showsTotal: Bool?
    /// What ran, in order, so tests can check that `init` came before `initialize`.
    private(set) var calls: [String] = []

    init(receipt: Receipt) {
        self.receipt = receipt
        super.init(nibName: nil, bundle: nil)
        calls.append("init(receipt:)")
    }

    required init?(coder: NSCoder) {
        fatalError("use init(receipt:)")
    }

    func initialize(showsTotal: Bool = true) {
        self.showsTotal = showsTotal
        calls.append("initialize(showsTotal:)")
    }
}
