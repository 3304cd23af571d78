//! Whether this x86-64 processor runs the solver's BMI2 build, decided once
//! per process at run time. (Other architectures always run the portable
//! build, and do not compile this module.)
//!
//! The hot paths ([`State::propagate`](super::state::State) and the choice
//! of a guess) come in two builds with the same answers: a portable one, and
//! one compiled for BMI1, BMI2 and POPCNT. The second finds mini-rows with
//! one `pext` and counts bits with `popcnt`.

use std::sync::atomic::{AtomicU8, Ordering};

/// 0: not asked yet; 1: no; 2: yes.
static FAST: AtomicU8 = AtomicU8::new(0);

/// Whether to run the BMI2 build: the processor has BMI1, BMI2 and POPCNT,
/// and runs `pext` in hardware (AMD processors before Zen 3 run it in
/// microcode, slower than the lookups it replaces).
///
/// A relaxed load after the first call.
#[inline(always)]
pub(super) fn fast_bmi2() -> bool {
    match FAST.load(Ordering::Relaxed) {
        0 => {
            let fast = detect();
            FAST.store(if fast { 2 } else { 1 }, Ordering::Relaxed);
            fast
        }
        answer => answer == 2,
    }
}

fn detect() -> bool {
    use std::arch::x86_64::__cpuid;
    let has = std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("popcnt");
    if !has {
        return false;
    }
    // "AuthenticAMD" is EBX "Auth", EDX "enti", ECX "cAMD" of leaf 0.
    let vendor = __cpuid(0);
    let amd = (vendor.ebx, vendor.edx, vendor.ecx) == (0x6874_7541, 0x6974_6e65, 0x444d_4163);
    let signature = __cpuid(1).eax;
    let family = (signature >> 8 & 0xf) + (signature >> 20 & 0xff);
    // Family 0x19 is Zen 3 and Zen 4; 0x17 (Zen, Zen 2) has the slow pext.
    !amd || family >= 0x19
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_is_stable() {
        let first = fast_bmi2();
        assert_eq!(fast_bmi2(), first);
        assert_eq!(detect(), first);
    }
}
