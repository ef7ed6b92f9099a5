/// Where the stand-in writes the messages AppKit logs to the console.
@MainActor
enum Console {
    /// Standard error, like `NSLog`; tests swap it to read what was logged.
    static var write: (String) -> Void = { message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
