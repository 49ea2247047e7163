import Application
import Glibc

/// A program installed in the same directory as the running `forecast` (`/usr/bin/forecast-serve` beside
/// `/usr/bin/forecast`), which a command hands the process over to.
struct SiblingProgram {
    /// Why the program cannot be run, in one line.
    struct Failure: Error {
        let reason: String
    }

    /// The program's path.
    let path: String

    /// The program `name` beside the running executable.
    /// - Throws: ``Failure`` when the running executable's path cannot be read, or the program is not there.
    init(named name: String) throws(Failure) {
        guard let executable = Self.runningExecutable else { throw Failure(reason: "cannot tell where forecast is installed, to find \(name) beside it") }
        let directory = executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)]
        path = directory + "/" + name
        guard access(path, X_OK) == 0 else {
            throw Failure(reason: "\(name) is not installed beside forecast (\(path)); it comes in the same package as forecast")
        }
    }

    /// The running executable's path, from `/proc/self/exe`; `nil` when it cannot be read.
    static var runningExecutable: String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        guard length > 0, length < Int(PATH_MAX) else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Hands the process over to the program `name` beside forecast, given `arguments`; when it cannot, says why on
    /// standard error and ends the run with 69.
    static func handOver(to name: String, arguments: [String]) throws(RunEnded) {
        do {
            try SiblingProgram(named: name).replaceProcess(arguments: arguments)
        } catch {
            StandardStreams().writeError("forecast: \(error.reason)\n")
            throw RunEnded(status: .serviceError)
        }
    }

    /// Replaces this process with the program, given `arguments`; it returns only when that fails.
    /// - Throws: ``Failure`` with the system's reason.
    func replaceProcess(arguments: [String]) throws(Failure) {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        throw Failure(reason: "cannot run \(path): \(reason)")
    }
}
