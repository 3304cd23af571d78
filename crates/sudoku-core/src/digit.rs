//! A digit that may stand in a cell.

use std::fmt;
use std::num::NonZeroU8;

/// One of the digits 1 to 9: the only values a filled cell can hold.
///
/// ```
/// use sudoku_core::Digit;
///
/// let five = Digit::new(5).unwrap();
/// assert_eq!(five.get(), 5);
/// assert!(Digit::new(0).is_none());
/// assert!(Digit::new(10).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The digit `n`, or `None` unless `1 <= n <= 9`.
    pub const fn new(n: u8) -> Option<Digit> {
        match NonZeroU8::new(n) {
            Some(n) if n.get() <= 9 => Some(Digit(n)),
            _ => None,
        }
    }

    /// The digit as a number from 1 to 9.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The digits 1 to 9 in ascending order.
    pub fn all() -> impl Iterator<Item = Digit> {
        (1..=9).filter_map(Digit::new)
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_to_nine_are_digits() {
        let valid: Vec<u8> = (0..=255).filter(|&n| Digit::new(n).is_some()).collect();
        assert_eq!(valid, (1..=9).collect::<Vec<u8>>());
    }

    #[test]
    fn all_lists_nine_digits_in_order() {
        let all: Vec<u8> = Digit::all().map(Digit::get).collect();
        assert_eq!(all, vec![1, 2, 3, 4, 5, 6, 7, 8, 9]);
    }
}
