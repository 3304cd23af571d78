//! Whether standard output was closed when the process started.
//!
//! Rust's runtime opens `/dev/null` on a closed standard descriptor before
//! `main` runs, which is then indistinguishable from `>/dev/null`. So on
//! Linux the descriptor is looked at earlier, by a function in
//! `.init_array`, which the C runtime calls before Rust's `main`.

#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
mod linux {
    use std::sync::atomic::{AtomicBool, Ordering};

    pub(super) static CLOSED: AtomicBool = AtomicBool::new(false);

    /// Called once, before `main`: asks the kernel whether descriptor 1
    /// is open.
    extern "C" fn look() {
        // SAFETY: `fcntl(F_GETFD)` only reads the descriptor's flags; on a
        // closed descriptor it fails with EBADF and touches nothing.
        let flags = unsafe { libc::fcntl(1, libc::F_GETFD) };
        CLOSED.store(flags == -1, Ordering::Relaxed);
    }

    // SAFETY: `.init_array` holds plain `extern "C" fn()` pointers that the
    // C runtime calls once before `main`; `look` takes no arguments, does
    // not unwind and uses no part of std that needs the runtime.
    #[used]
    #[unsafe(link_section = ".init_array")]
    static LOOK: extern "C" fn() = look;
}

/// Whether standard output was closed when the process started (always
/// `false` where that cannot be known).
pub(crate) fn stdout_was_closed() -> bool {
    #[cfg(target_os = "linux")]
    {
        linux::CLOSED.load(std::sync::atomic::Ordering::Relaxed)
    }
    #[cfg(not(target_os = "linux"))]
    {
        false
    }
}
