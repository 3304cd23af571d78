//! Format recognition: what is recognised reads the same in its format.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sudoku_fuzz::recognition(data));
