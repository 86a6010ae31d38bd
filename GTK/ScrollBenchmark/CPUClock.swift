#if GTK
import Glibc

/// The CPU time of the whole process (every thread), not wall time: frames are paced by the frame
/// clock, so wall time per page is the refresh interval whatever the work.
enum CPUClock {
    static func seconds() -> Double {
        seconds(of: CLOCK_PROCESS_CPUTIME_ID)
    }

    /// The calling thread's CPU time alone: what callgrind counts, as it counts the main thread.
    static func mainThreadSeconds() -> Double {
        seconds(of: CLOCK_THREAD_CPUTIME_ID)
    }

    /// The process's CPU time in the kernel so far (system time; the rest is user time).
    static func systemSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    private static func seconds(of clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
#endif
