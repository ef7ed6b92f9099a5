#if os(Linux) && (arch(x86_64) || arch(arm64))
import Glibc

extension ToolBuild {
    /// The running program's GNU build ID (`ld --build-id`) in lowercase hex, read from its
    /// own program headers in memory (a 64-bit program's); nil when it has none.
    ///
    /// It names the code that runs, not whatever file is at the executable's path now, and
    /// takes no system call (stamping `/proc/self/exe` looks the process's own folder up in
    /// `/proc`, new for every process).
    static func buildID() -> String? {
        // `getauxval` is declared in <sys/auxv.h>, which glibc's Swift module leaves out.
        typealias AuxiliaryValue = @convention(c) (UInt) -> UInt
        guard let auxiliaryValue = CLibrary.function("getauxval", as: AuxiliaryValue.self) else { return nil }
        let address = auxiliaryValue(UInt(AT_PHDR)), count = Int(auxiliaryValue(UInt(AT_PHNUM)))
        guard count > 0, let headers = UnsafePointer<Elf64_Phdr>(bitPattern: address) else { return nil }
        // Where the program was loaded: its headers' address less the one it was linked at.
        guard let own = (0..<count).first(where: { headers[$0].p_type == UInt32(PT_PHDR) }) else { return nil }
        let bias = address &- UInt(headers[own].p_vaddr)
        for index in 0..<count where headers[index].p_type == UInt32(PT_NOTE) {
            let header = headers[index]
            guard let notes = UnsafeRawPointer(bitPattern: bias &+ UInt(header.p_vaddr)) else { continue }
            if let id = buildID(in: UnsafeRawBufferPointer(start: notes, count: Int(header.p_memsz)),
                                alignment: header.p_align == 8 ? 8 : 4) {
                return id
            }
        }
        return nil
    }

    /// The build ID among the notes in `notes`: each a header (name size, description size,
    /// type), then the name and the description, each padded to `alignment` bytes.
    static func buildID(in notes: UnsafeRawBufferPointer, alignment: Int) -> String? {
        let headerSize = MemoryLayout<Elf64_Nhdr>.size
        func padded(_ size: Int) -> Int { (size + alignment - 1) & ~(alignment - 1) }
        var offset = 0
        while offset + headerSize <= notes.count {
            let note = notes.loadUnaligned(fromByteOffset: offset, as: Elf64_Nhdr.self)
            let nameSize = Int(note.n_namesz), descriptionSize = Int(note.n_descsz)
            let name = offset + headerSize
            let description = name + padded(nameSize)
            let next = description + padded(descriptionSize)
            guard nameSize <= notes.count, descriptionSize <= notes.count, next <= notes.count else { return nil }
            if note.n_type == UInt32(NT_GNU_BUILD_ID), nameSize == 4, descriptionSize > 0,
               notes[name] == UInt8(ascii: "G"), notes[name + 1] == UInt8(ascii: "N"), notes[name + 2] == UInt8(ascii: "U"), notes[name + 3] == 0 {
                // Written into the string's own storage: no array of bytes, whose storage type
                // is looked up the first time each source file makes one.
                return String(unsafeUninitializedCapacity: 2 * descriptionSize) { text in
                    for index in 0..<descriptionSize {
                        let byte = notes[description + index]
                        text[2 * index] = RecordBytes.hexDigit(byte >> 4)
                        text[2 * index + 1] = RecordBytes.hexDigit(byte & 0xF)
                    }
                    return 2 * descriptionSize
                }
            }
            offset = next
        }
        return nil
    }
}
#endif
