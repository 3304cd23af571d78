//! The candidates reader: any bytes in, an error or a puzzle that writes
//! back and reads back with the same digits.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_io::Format;

fuzz_target!(|data: &[u8]| sudoku_fuzz::reader(Format::Candidates, data));
