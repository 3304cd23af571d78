//! `--time-limit`: how long one puzzle (or a whole `generate`) may take.

use std::time::Duration;

use clap::Args;

/// The time limit of the commands whose work on one puzzle can be long.
#[derive(Debug, Args, Clone, Copy)]
pub(crate) struct TimeLimitArgs {
    /// The most one puzzle may take (`500ms`, `10s`, `2m`; a bare number
    /// is seconds): a puzzle past it gets an error record naming the
    /// limit, and the exit code is 4 [default: no limit]
    #[arg(long, value_name = "TIME", value_parser = parse_time)]
    pub(crate) time_limit: Option<Duration>,
}

/// The time limit of the commands that read variant puzzles (`solve`,
/// `count`, `check`, `candidates`), whose searches can be long.
#[derive(Debug, Args, Clone, Copy)]
pub(crate) struct VariantTimeArgs {
    /// The most one variant puzzle's search may take (`500ms`, `10s`,
    /// `2m`; a bare number is seconds): a puzzle past it gets an error
    /// record, and the exit code is 4; classic puzzles take microseconds
    /// [default: no limit]
    #[arg(long, value_name = "TIME", value_parser = parse_time)]
    pub(crate) time_limit: Option<Duration>,
}

/// A duration as a person writes it: `500ms`, `10s`, `1.5s`, `2m`, `10`
/// (seconds).
pub(crate) fn parse_time(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let scale = match unit.trim() {
        "ms" => 0.001,
        "" | "s" => 1.0,
        "m" | "min" => 60.0,
        "h" => 3600.0,
        other => {
            return Err(format!(
                "'{}' is not a unit of time: use ms, s, m or h (e.g. 500ms, 10s, 2m)",
                sudoku_io::echo(other)
            ));
        }
    };
    let value: f64 = number.parse().map_err(|_| {
        format!(
            "expected a time such as 500ms, 10s or 2m, found '{}'",
            sudoku_io::echo(text)
        )
    })?;
    let seconds = value * scale;
    if !(seconds > 0.0 && seconds <= 1e9) {
        return Err("the time limit must be more than 0 and at most 10^9 seconds".to_owned());
    }
    Ok(Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_people_write_them() {
        assert_eq!(parse_time("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_time("10s"), Ok(Duration::from_secs(10)));
        assert_eq!(parse_time("1.5"), Ok(Duration::from_millis(1500)));
        assert_eq!(parse_time("2m"), Ok(Duration::from_secs(120)));
        for bad in ["", "0", "-1s", "10x", "s", "1e99", "nan"] {
            assert!(parse_time(bad).is_err(), "{bad}");
        }
    }
}
