import UIKit

/// The list of channels: a scene of Guide.storyboard whose Storyboard ID is its type name.
final class ChannelListViewController: UIViewController {}
