//! The fuzz targets' seeds and every input that ever made one fail, run
//! through the targets' own assertions (`fuzz/src/checks.rs`), so that
//! `cargo test` keeps them fixed without cargo fuzz.

use std::fs;
use std::path::Path;

use sudoku_io::Format;

#[allow(unreachable_pub, dead_code)]
#[path = "../../../fuzz/src/checks.rs"]
mod checks;

/// One target's assertions over one input.
type Check = Box<dyn Fn(&[u8])>;

/// Runs every file under `fuzz/{dir}/{target}/` through `target`'s check;
/// how many there were.
fn run_all(dir: &str) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz")
        .join(dir);
    let Ok(targets) = fs::read_dir(&root) else {
        return 0;
    };
    let mut n = 0;
    for target in targets {
        let target = target.expect("a directory entry").path();
        if !target.is_dir() {
            continue;
        }
        let name = target
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_owned();
        let check: Check = match name.as_str() {
            "recognise" => Box::new(checks::recognition),
            "batch" => Box::new(checks::batch),
            "solve" => Box::new(checks::solving),
            format => {
                let format: Format = format
                    .parse()
                    .unwrap_or_else(|_| panic!("fuzz/{dir}/{format}: no such target"));
                Box::new(move |data| checks::reader(format, data))
            }
        };
        for input in fs::read_dir(&target).expect("a target's inputs") {
            let path = input.expect("a directory entry").path();
            let data = fs::read(&path).expect("an input");
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&data)));
            assert!(outcome.is_ok(), "{} fails", path.display());
            n += 1;
        }
    }
    n
}

#[test]
fn the_seeds_pass_every_check() {
    assert!(run_all("seeds") > 100, "the seeds are missing");
}

#[test]
fn inputs_that_once_failed_pass_now() {
    run_all("regressions");
}
