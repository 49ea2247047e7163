import Glibc
internal import Domain

/// The system's real-time clock.
struct SystemClock: WallClock {
    func now() -> Instant {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Instant(secondsSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9)
    }
}
