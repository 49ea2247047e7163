import Application
import Glibc

extension ChartCanvas {
    /// The canvas of standard output: `COLUMNS`, else the terminal's width, else 80; ASCII when asked, or when the
    /// locale (`LC_ALL`, `LC_CTYPE`, `LANG`, the first set) is not UTF-8.
    static func standardOutput(environment: [String: String], ascii: Bool) -> ChartCanvas {
        var size = winsize()
        let terminal = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? terminal ?? 80
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let utf8 = locale.map { $0.lowercased().contains("utf-8") || $0.lowercased().contains("utf8") } ?? true
        return ChartCanvas(columns: columns, ascii: ascii || !utf8)
    }
}
