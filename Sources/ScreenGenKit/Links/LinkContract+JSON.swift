import Foundation

/// The link contract as JSON (`screengen links --format json`), the form `check
/// --links-baseline` reads back: keys in a fixed order, one link after another by pattern.
extension LinkContract {
    /// The JSON text, with a trailing newline.
    public var json: String {
        let value = JSONValue.object([
            ("links", .array(links.map(Self.json))),
        ])
        return value.rendered() + "\n"
    }

    private static func json(_ link: Link) -> JSONValue {
        .object([
            ("pattern", .string(link.pattern)),
            ("module", .string(link.module)),
            ("screen", .string(link.screen)),
            ("parameters", .array(link.parameters.map(json))),
            ("sample", .string(link.sample)),
        ])
    }

    private static func json(_ parameter: LinkParameter) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("name", .string(parameter.name)),
            ("type", .string(parameter.type)),
            ("in", .string(parameter.place.rawValue)),
        ]
        if let item = parameter.item { pairs.append(("item", .string(item))) }
        pairs.append(("optional", .bool(parameter.optional)))
        pairs.append(("repeated", .bool(parameter.repeated)))
        if let value = parameter.defaultValue { pairs.append(("default", .string(value))) }
        return .object(pairs)
    }

    /// Why a baseline file cannot be read as a link contract.
    public struct BaselineProblem: Error, Equatable {
        public var reason: String
    }

    /// A contract `json` wrote, each link located at its `"pattern"` line of `file` (the
    /// file's first line when the JSON was laid out otherwise).
    public static func baseline(_ data: Data, file: String) -> Result<LinkContract, BaselineProblem> {
        struct Document: Decodable {
            var links: [Link]
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            return .failure(BaselineProblem(reason: "it is not a link contract that 'screengen links --format json' writes (\(error))"))
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // (line, column) of each `"pattern":` key, one per line as `json` writes them.
        let patternKeys = lines.indices.compactMap { index -> (Int, Int)? in
            let indent = lines[index].prefix { $0 == " " }.count
            return lines[index].dropFirst(indent).hasPrefix("\"pattern\":") ? (index + 1, indent + 1) : nil
        }
        let laidOut = patternKeys.count == document.links.count
        let locations = document.links.indices.map { index in
            laidOut ? SourceLocation(file: file, line: patternKeys[index].0, column: patternKeys[index].1) : SourceLocation(file: file, line: 1, column: 1)
        }
        return .success(LinkContract(links: document.links, locations: locations))
    }
}
