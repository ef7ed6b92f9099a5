extension ConfigFile {
    /// The bytes of the config file at `path`, nil when it
    /// cannot be read as a regular file (the settings then report why, or there is none).
    public static func bytes(atPath path: String) -> [UInt8]? {
        InputFile.bytes(path, limit: YAMLLoader.byteLimit)
    }
}
