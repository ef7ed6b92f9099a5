/// The simple commands of a documented shell script, split into words as `sh` would for
/// the cases documentation uses: quotes, comments, `\` line continuations, `|`, `&&`,
/// `||`, `;`, `&`, redirections (dropped with their target), `if … then` keywords and
/// leading `NAME=value` assignments. Variables (`$SRCROOT`) stay as written.
struct ShellCommandLine: Equatable {
    /// The script line the command starts on, 1-based.
    var line: Int
    var words: [String]

    private static let keywords: Set<String> = ["if", "then", "else", "elif", "fi", "do", "done", "while", "until", "!", "time", "{", "}"]

    static func commands(in script: String) -> [ShellCommandLine] {
        var commands: [ShellCommandLine] = []
        var logical = ""
        var start = 0
        for (index, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if logical.isEmpty { start = index + 1 }
            if line.hasSuffix("\\") {
                logical += line.dropLast() + " "
                continue
            }
            logical += line
            commands += split(logical).map { ShellCommandLine(line: start, words: $0) }
            logical = ""
        }
        if !logical.isEmpty { commands += split(logical).map { ShellCommandLine(line: start, words: $0) } }
        return commands.compactMap { command in
            var words = command.words[...]
            while let first = words.first, keywords.contains(first) || isAssignment(first) { words = words.dropFirst() }
            return words.isEmpty ? nil : ShellCommandLine(line: command.line, words: Array(words))
        }
    }

    private static func isAssignment(_ word: String) -> Bool {
        word.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*=.*/) != nil
    }

    /// The commands of one logical line, each a list of words.
    private static func split(_ line: String) -> [[String]] {
        var commands: [[String]] = []
        var words: [String] = []
        var word = ""
        var inWord = false
        var dropsNextWord = false
        var characters = Array(line)[...]

        func endWord() {
            if inWord {
                if dropsNextWord { dropsNextWord = false } else { words.append(word) }
            }
            word = ""
            inWord = false
        }
        func endCommand() {
            endWord()
            if !words.isEmpty { commands.append(words) }
            words = []
        }

        while let character = characters.popFirst() {
            switch character {
            case "'":
                inWord = true
                while let next = characters.popFirst(), next != "'" { word.append(next) }
            case "\"":
                inWord = true
                while let next = characters.popFirst(), next != "\"" {
                    if next == "\\", let escaped = characters.first, "\"\\$`".contains(escaped) {
                        word.append(characters.removeFirst())
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                inWord = true
                if let next = characters.popFirst() { word.append(next) }
            case "#" where !inWord:
                characters = []
            case " ", "\t":
                endWord()
            case "|", "&", ";", "(", ")":
                endCommand()
            case ">", "<":
                // `2>&1`, `>/dev/null`, `> file`: the redirection and its target are no words.
                if inWord, word.allSatisfy(\.isNumber) { word = ""; inWord = false } else { endWord() }
                while characters.first == ">" { characters.removeFirst() }
                if characters.first == "&" {
                    characters.removeFirst()
                    while let next = characters.first, next.isNumber || next == "-" { characters.removeFirst() }
                } else {
                    dropsNextWord = true
                }
            default:
                inWord = true
                word.append(character)
            }
        }
        endCommand()
        return commands
    }
}
