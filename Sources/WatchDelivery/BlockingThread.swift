import Glibc

/// Runs blocking work (a wait for a program, a call that waits for the bus) on a thread made for it, and resumes the
/// caller when it is done: never on Swift's cooperative pool, and never on libdispatch's queues, whose threads on
/// Linux are as many as the cores, so that a wait there can wait behind other blocking work for as long as it takes.
enum BlockingThread {
    /// The result of `work`, run on a new detached thread.
    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            let job = Unmanaged.passRetained(Job { continuation.resume(returning: work()) }).toOpaque()
            var thread = pthread_t()
            guard pthread_create(&thread, nil, { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, job) == 0 else {
                // No thread to be had: the work is done here, blocking, rather than not at all.
                Unmanaged<Job>.fromOpaque(job).takeRetainedValue().body()
                return
            }
            pthread_detach(thread)
        }
    }

    /// The work handed to the thread.
    private final class Job: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
