//! Parse, then solve, count, check: every answer verified.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sudoku_fuzz::solving(data));
