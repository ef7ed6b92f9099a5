extension String {
    /// Whether every character is ASCII. Then characters, Unicode scalars and UTF-8 bytes
    /// line up (only "\r\n" is two bytes in one character), so a check can scan bytes
    /// instead of paying for grapheme breaking and Unicode property lookups; almost every
    /// name, type and default in a spec qualifies.
    var isAllASCII: Bool {
        utf8.allSatisfy { $0 < 0x80 }
    }
}
