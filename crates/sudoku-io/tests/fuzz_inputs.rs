//! The fuzz targets' starting inputs (the test fixtures, and the seeds in
//! `fuzz/seeds/`) and every input that ever made one fail, run through the
//! targets' own assertions (`fuzz/src/checks.rs`), so that `cargo test`
//! keeps them fixed without cargo fuzz.

use std::fs;
use std::path::{Path, PathBuf};

use sudoku_io::Format;

#[allow(unreachable_pub, dead_code)]
#[path = "../../../fuzz/src/checks.rs"]
mod checks;

/// One target's assertions over one input.
type Check = Box<dyn Fn(&[u8])>;

/// Every target, by name, with its assertions.
fn targets() -> Vec<(&'static str, Check)> {
    let mut targets: Vec<(&'static str, Check)> = vec![
        ("recognise", Box::new(checks::recognition)),
        ("batch", Box::new(checks::batch)),
        ("solve", Box::new(checks::solving)),
    ];
    for format in Format::READABLE {
        targets.push((
            format.name(),
            Box::new(move |data| checks::reader(format, data)),
        ));
    }
    targets
}

/// The files below `dir`, at any depth.
fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            found.extend(files(&path));
        } else {
            found.push(path);
        }
    }
    found
}

/// Runs the files `inputs` through `check`; how many there were.
fn run(check: &Check, inputs: &[PathBuf]) -> usize {
    let labelled = inputs.iter().map(|path| {
        let data = fs::read(path).expect("an input");
        (path.display().to_string(), data)
    });
    run_on(check, labelled)
}

/// Runs each input of `inputs` (a label, and the bytes) through `check`;
/// how many there were.
fn run_on(check: &Check, inputs: impl IntoIterator<Item = (String, Vec<u8>)>) -> usize {
    let mut n = 0;
    for (label, data) in inputs {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&data)));
        assert!(outcome.is_ok(), "{label} fails");
        n += 1;
    }
    n
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

#[test]
fn the_starting_inputs_pass_every_check() {
    // What scripts/fuzz.sh starts each target from: every fixture, and the
    // target's seeds. Batch inputs start with a byte that picks the format,
    // so batch starts from every fixture behind every such byte, once and
    // twice over (`batch_inputs`, as scripts/fuzz.sh makes them).
    let fixtures = files(&root().join("fixtures"));
    assert!(fixtures.len() > 40, "the fixtures are missing");
    for (name, check) in targets() {
        let seeds = files(&root().join("fuzz/seeds").join(name));
        let n = if name == "batch" {
            run_on(&check, batch_inputs(&fixtures)) + run(&check, &seeds)
        } else {
            run(&check, &fixtures) + run(&check, &seeds)
        };
        assert!(n > 0, "{name} starts from nothing");
    }
}

/// The batch target's starting inputs: each of `fixtures` behind each
/// format byte, alone and followed by a blank line and itself again; each
/// with a label that says which.
fn batch_inputs(fixtures: &[PathBuf]) -> Vec<(String, Vec<u8>)> {
    let mut inputs = Vec::new();
    for path in fixtures {
        let content = fs::read(path).expect("a fixture");
        for selector in 0..Format::READABLE.len() as u8 {
            let once = [&[selector][..], &content].concat();
            let twice = [&once[..], b"\n", &content].concat();
            let label = format!("batch: {} behind byte {selector}", path.display());
            inputs.push((label.clone(), once));
            inputs.push((format!("{label}, twice"), twice));
        }
    }
    inputs
}

#[test]
fn inputs_that_once_failed_pass_now() {
    let regressions = root().join("fuzz/regressions");
    for (name, check) in targets() {
        run(&check, &files(&regressions.join(name)));
    }
    // Every folder there is a target's.
    for entry in fs::read_dir(&regressions).expect("fuzz/regressions") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            assert!(
                targets().iter().any(|(t, _)| *t == name),
                "fuzz/regressions/{name}: no such target"
            );
        }
    }
}
