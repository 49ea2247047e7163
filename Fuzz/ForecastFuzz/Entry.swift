#if canImport(Glibc)
import Glibc
#endif

/// Writes a message to standard error.
func writeError(_ message: String) {
    var message = message
    message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

#if FUZZING
// Built with -sanitize=fuzzer (scripts/fuzz): libFuzzer's main calls these. FORECAST_FUZZ_TARGET names the
// target, one of FuzzTarget's raw values.

/// The target this process fuzzes, read once from the environment.
nonisolated(unsafe) private var selectedTarget: FuzzTarget?

@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let name = getenv("FORECAST_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        writeError("forecast-fuzz: set FORECAST_FUZZ_TARGET to one of: \(names)\n")
        exit(64)
    }
    selectedTarget = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    selectedTarget?.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#else
/// Without the fuzzer: replays inputs through a target, so a crash the fuzzer found can be reproduced and
/// debugged in an ordinary build. `forecast-fuzz TARGET FILE...`; `forecast-fuzz --list` prints each target's name
/// and seed patterns, a line each, for scripts/fuzz.
@main
enum ReplayInputs {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--list" {
            for target in FuzzTarget.all { print(([target.name] + target.seeds).joined(separator: " ")) }
            return
        }
        guard let name = arguments.first, let target = FuzzTarget.named(name) else {
            let names = FuzzTarget.all.map(\.name).joined(separator: "|")
            writeError("usage: forecast-fuzz \(names) FILE...\n")
            exit(64)
        }
        var replayed = 0
        for path in arguments.dropFirst() {
            guard let bytes = readFile(path) else {
                writeError("forecast-fuzz: cannot read \(path)\n")
                exit(66)
            }
            target.run(bytes)
            replayed += 1
        }
        print("\(target.name): \(replayed) inputs, no crash")
    }

    private static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes.append(contentsOf: buffer[0..<count])
            if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
        }
    }
}
#endif
