//! The lines other programs print about a puzzle, which are not part of
//! it: QQWing's statistics, difficulty, timing and count of solutions,
//! py-sudoku's verdict and title. Readers skip them, so a program's whole
//! output can be read as it was printed.

/// Whether `line` (without its line end) is one of those lines:
///
/// - QQWing: `Number of Givens: 25`, `Difficulty: Easy`, `Time: 7.473
///   milliseconds`, `The solution to the puzzle is unique.`, `There are 2
///   solutions to the puzzle.`, `Puzzle has no solution.`, `1 puzzle
///   generated in 0.007 seconds.`;
/// - py-sudoku: `Puzzle has exactly one solution`, `Puzzle has multiple
///   solutions`, `Puzzle has no solution`, `No solution`, `9x9 (3x3) SUDOKU
///   PUZZLE`, `Difficulty: 0.50`.
pub(crate) fn annotation(line: &[u8]) -> bool {
    // Puzzles' lines are 81 characters and more; these are shorter.
    if line.len() >= 81 {
        return false;
    }
    let Ok(line) = std::str::from_utf8(line) else {
        return false;
    };
    let number =
        |text: &str| !text.is_empty() && text.chars().all(|c| c.is_ascii_digit() || c == '.');
    if let Some(rest) = line.strip_prefix("Number of ")
        && let Some((name, count)) = rest.split_once(": ")
    {
        return !name.is_empty() && number(count);
    }
    if let Some(level) = line.strip_prefix("Difficulty: ") {
        return !level.is_empty() && !level.contains(['|', '!', '│']);
    }
    if let Some(time) = line.strip_prefix("Time: ") {
        return time.strip_suffix(" milliseconds").is_some_and(number);
    }
    if let Some(rest) = line.strip_prefix("There are ") {
        return rest
            .strip_suffix(" solutions to the puzzle.")
            .is_some_and(|count| count == "no" || number(count));
    }
    if matches!(
        line,
        "The solution to the puzzle is unique."
            | "Puzzle has no solution."
            | "Puzzle has exactly one solution"
            | "Puzzle has multiple solutions"
            | "Puzzle has no solution"
            | "No solution"
            | "9x9 (3x3) SUDOKU PUZZLE"
    ) {
        return true;
    }
    let words: Vec<&str> = line.split(' ').collect();
    matches!(
        words[..],
        [count, "puzzle" | "puzzles", "generated" | "solved", "in", seconds, "seconds."]
            if number(count) && number(seconds)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_qqwing_and_py_sudoku_print_is_known() {
        for line in [
            "Number of Givens: 25",
            "Number of Pointing Pairs/Triples: 0",
            "Difficulty: Easy",
            "Difficulty: 0.50",
            "Time: 7.473 milliseconds",
            "The solution to the puzzle is unique.",
            "There are 2 solutions to the puzzle.",
            "There are no solutions to the puzzle.",
            "1 puzzle generated in 0.007643 seconds.",
            "50 puzzles solved in 0.1 seconds.",
            "Puzzle has exactly one solution",
            "9x9 (3x3) SUDOKU PUZZLE",
        ] {
            assert!(annotation(line.as_bytes()), "{line}");
        }
        for line in [
            "Number of Givens: many",
            "1.3...5.9",
            "Difficulty:",
            "Time: soon",
            "There are 2 puzzles.",
            "1 puzzle generated in a while seconds.",
            "| 1 . 3 | . . . | 5 . 9 |",
        ] {
            assert!(!annotation(line.as_bytes()), "{line}");
        }
    }
}
