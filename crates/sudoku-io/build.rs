//! Names what the crate is built from for `VERSION`: `SUDOKU_VERSION` is
//! `sudoku 0.1.0`, with the commit when built from a git checkout
//! (`sudoku 0.1.0 (1a2b3c4d5e6f)`).

use std::path::Path;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let git = |args: &[&str]| -> Option<String> {
        let output = Command::new("git")
            .args(args)
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output()
            .ok()?;
        output
            .status
            .success()
            .then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
    };
    if let Some(dir) = git(&["rev-parse", "--git-dir"]) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for watched in ["HEAD", "refs/heads", "packed-refs"] {
            let path = dir.join(watched);
            if path.exists() {
                println!("cargo:rerun-if-changed={}", path.display());
            }
        }
    }
    let version = env!("CARGO_PKG_VERSION");
    match git(&["rev-parse", "--short=12", "HEAD"]) {
        Some(commit) => println!("cargo:rustc-env=SUDOKU_VERSION=sudoku {version} ({commit})"),
        None => println!("cargo:rustc-env=SUDOKU_VERSION=sudoku {version}"),
    }
}
