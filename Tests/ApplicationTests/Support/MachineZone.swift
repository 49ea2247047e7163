import Foundation

/// The test process's own time zone, which "as of 09:25" in a stale answer's header is told in.
enum MachineZone {
    /// Sets `TZ` to UTC for the whole process and makes it take: glibc's `localtime_r` reads `TZ` only once unless
    /// `tzset` is called again, so without it the first stale render in the run would fix the zone for every later test.
    static func useUTC() {
        setenv("TZ", "UTC", 1)
        tzset()
    }
}
