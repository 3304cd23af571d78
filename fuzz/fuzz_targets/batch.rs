//! The batch splitter, for the format the first byte picks.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| sudoku_fuzz::batch(data));
