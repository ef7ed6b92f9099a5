/// The entry-point half of `ScreenGen+Routes.swift`: the routes of the links an app is
/// opened with, from a browsing-web `NSUserActivity` (universal links, Handoff) and, where the
/// framework has scenes, from a scene's connection options at launch; and the activity that
/// hands a route over to another device.
extension RoutesRenderer {
    func renderEntryPoints(_ out: inout SwiftWriter) {
        out.line("// MARK: - Entry points")
        out.line()
        out.block("extension ScreenRoute") { out in
            out.line("/// The route of a universal link or a Handoff from a web page: a browsing-web activity's")
            out.line("/// `webpageURL`, as ``init(url:)`` reads it; nil for another activity type or a URL no")
            out.line("/// route matches.")
            out.block("\(access) init?(userActivity: NSUserActivity)") { out in
                out.block("guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else") { out in
                    out.line("return nil")
                }
                out.line("self.init(url: url)")
            }
            out.line()
            out.line("/// A browsing-web activity whose `webpageURL` is the route's link on the web: the scheme,")
            out.line("/// host and port of `baseURL` (http or https, e.g. `https://example.com`) with ``path``, as")
            out.line("/// ``init(url:)`` matches it from the root. What a screen's `userActivity` or SwiftUI's")
            out.line("/// `userActivity(_:element:_:)` advertises for Handoff, and what ``init(userActivity:)``")
            out.line("/// reads back. Nil for a route without `url:` or a base URL that is not http or https.")
            out.block("\(access) func userActivity(baseURL: URL) -> NSUserActivity?") { out in
                out.line("guard let path = path, let scheme = baseURL.scheme?.lowercased(), scheme == \"http\" || scheme == \"https\",")
                out.line("      var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {")
                out.indented { $0.line("return nil") }
                out.line("}")
                out.line("// The path, then the query items after its `?`, if any.")
                out.line("let parts = path.split(separator: \"?\", maxSplits: 1, omittingEmptySubsequences: false)")
                out.line("components.percentEncodedPath = String(parts[0])")
                out.line("components.percentEncodedQuery = parts.count > 1 ? String(parts[1]) : nil")
                out.line("components.fragment = nil")
                out.line("let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)")
                out.line("activity.webpageURL = components.url")
                out.line("return activity")
            }
        }
        guard let scenes = framework.scenes else { return }
        out.line()
        out.line("\(scenes.minimumOS.attribute)")
        out.block("extension ScreenRoute") { out in
            out.line("/// The routes of the links a scene is launched with (cold start): its URL contexts' URLs,")
            out.line("/// then its browsing-web activities' (universal links, Handoff), each as ``init(url:)`` reads")
            out.line("/// it, in the order of the URLs' text (the options hold sets); links no route matches are")
            out.line("/// left out. A link that arrives while the scene runs (warm start) comes to")
            out.line("/// `scene(_:openURLContexts:)` or `scene(_:continue:)` instead. `.last?.stack` is the back")
            out.line("/// stack to show.")
            out.line("@MainActor")
            out.block("\(access) static func routes(from connectionOptions: \(scenes.connectionOptions)) -> [ScreenRoute]") { out in
                out.line("let links = connectionOptions.urlContexts.map(\\.url).sorted { $0.absoluteString < $1.absoluteString }")
                out.line("let activities = connectionOptions.userActivities.filter { $0.activityType == NSUserActivityTypeBrowsingWeb }")
                out.line("let webPages = activities.compactMap(\\.webpageURL).sorted { $0.absoluteString < $1.absoluteString }")
                out.line("return (links + webPages).compactMap(ScreenRoute.init(url:))")
            }
        }
    }
}
