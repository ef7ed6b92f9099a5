import Foundation
import SwiftUI

/// One summary of a topic, in SwiftUI; its route is `/topics/{topic}/summaries/{id}`.
struct TopicSummaryView: View {
    let topic: String
    let id: UUID

    var body: some View {
        Text("\(topic) \(id.uuidString)")
    }
}
