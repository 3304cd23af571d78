//! Completions, the manual page and the version: generated from the
//! command-line definition, checked with the real shells and groff (CI
//! installs them; where zsh or groff is missing, its test is ignored with
//! the reason in cargo's summary: `crates/sudoku-cli/build.rs`).

mod common;

use std::process::{Command, Stdio};

use common::*;

/// The subcommands, as `sudoku --help` lists them.
fn subcommands() -> Vec<String> {
    let help = sudoku(&["--help"], b"");
    let text = stdout(&help);
    let commands = text
        .split("Commands:\n")
        .nth(1)
        .expect("a Commands section")
        .split("\n\n")
        .next()
        .unwrap_or_default();
    commands
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|&name| name != "help")
        .map(str::to_owned)
        .collect()
}

/// Runs `shell -n` on `script`; whether it parsed.
fn parses(shell: &str, script: &[u8]) -> bool {
    let path =
        std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("completion.{shell}"));
    std::fs::write(&path, script).expect("a scratch file");
    Command::new(shell)
        .arg("-n")
        .arg(&path)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn completions_name_every_subcommand_and_parse() {
    let names = subcommands();
    assert!(names.len() >= 9, "{names:?}");
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let output = sudoku(&["completions", shell], b"");
        assert_eq!(output.status.code(), Some(0), "{shell}");
        let script = stdout(&output);
        for name in &names {
            assert!(script.contains(name.as_str()), "{shell} lacks {name}");
        }
        // Format values are completed too, where the shell's script can.
        if matches!(shell, "bash" | "zsh" | "fish") {
            assert!(
                script.contains("candidates"),
                "{shell} lacks the format names"
            );
        }
        if shell == "bash" {
            assert!(parses(shell, &output.stdout), "{shell} -n fails");
        }
    }
}

#[test]
#[cfg_attr(not(has_zsh), ignore = "zsh is not installed (apt-get install zsh)")]
fn the_zsh_completion_script_parses() {
    let output = sudoku(&["completions", "zsh"], b"");
    assert_eq!(output.status.code(), Some(0));
    assert!(parses("zsh", &output.stdout), "zsh -n fails");
}

#[test]
fn the_manual_page_renders_without_warnings_and_covers_everything() {
    let output = sudoku(&["man"], b"");
    assert_eq!(output.status.code(), Some(0));
    let page = stdout(&output);
    assert!(page.contains("\n.TH sudoku 1"), "{}", &page[..80]);
    assert!(page.is_ascii());
    for name in subcommands() {
        assert!(
            page.contains(&format!(".SH \"SUDOKU {}\"", name.to_uppercase())),
            "{name}"
        );
    }
    for format in [
        "spaced",
        "packed",
        "line",
        "json",
        "sdk",
        "ss",
        "pretty",
        "candidates",
    ] {
        assert!(page.contains(&format!("\\fB{format}\\fR")), "{format}");
    }
    // Markdown's code spans are bold, not backticks; the formats are
    // listed once (FORMATS), not under every option that takes one.
    assert!(!page.contains('`'), "a backtick in the page");
    assert!(
        page.contains("\\fBsudoku serve\\fR") || page.contains("\\fBsudoku man"),
        "code spans in bold"
    );
    assert!(page.contains(".SH EXAMPLES\n"), "no EXAMPLES section");
    assert!(page.contains(".SH \"EXIT STATUS\"\n") || page.contains(".SH EXIT STATUS\n"));
    let spaced = page
        .matches("9 lines of 9 digits separated by spaces")
        .count();
    assert!(spaced <= 1, "the spaced format described {spaced} times");
    for code in ["0", "1", "2", "3", "4", "130"] {
        assert!(
            page.contains(&format!(".TP\n\\fB{code}\\fR")),
            "exit code {code}"
        );
    }
}

#[test]
#[cfg_attr(
    not(has_groff),
    ignore = "groff is not installed (apt-get install groff-base)"
)]
fn the_manual_page_renders_with_groff_without_a_warning() {
    let output = sudoku(&["man"], b"");
    assert_eq!(output.status.code(), Some(0));
    let mut groff = Command::new("groff")
        .args(["-man", "-Tutf8", "-ww"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("groff runs");
    std::io::Write::write_all(&mut groff.stdin.take().unwrap(), &output.stdout).unwrap();
    let rendered = groff.wait_with_output().unwrap();
    assert!(rendered.status.success());
    assert_eq!(String::from_utf8_lossy(&rendered.stderr), "", "groff warns");
    let text = String::from_utf8_lossy(&rendered.stdout);
    assert!(text.contains("25×25"), "{text}");
}

#[test]
fn the_version_names_the_commit_of_a_checkout() {
    let output = sudoku(&["--version"], b"");
    assert_eq!(output.status.code(), Some(0));
    let version = stdout(&output).trim_end().to_owned();
    let expected = format!("sudoku {}", env!("CARGO_PKG_VERSION"));
    assert!(version.starts_with(&expected), "{version}");
    let head = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(root())
        .output()
        .ok()
        .filter(|h| h.status.success());
    if let Some(head) = head {
        let commit = String::from_utf8_lossy(&head.stdout).trim().to_owned();
        assert_eq!(version, format!("{expected} ({commit})"));
    }
}

#[test]
fn generated_and_explained_records_say_what_made_them() {
    let output = sudoku(&["generate", "--seed", "7", "--to", "json", "-q"], b"");
    let record: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let version = stdout(&sudoku(&["--version"], b"")).trim_end().to_owned();
    assert_eq!(record["generator"], version.as_str());
    assert!(schema("sudoku.schema.json").is_valid(&record), "{record}");
    // The record reads back as its puzzle.
    let back = sudoku(&["convert", "--to", "line"], &output.stdout);
    assert_eq!(back.status.code(), Some(0), "{}", stderr(&back));
    let explained = sudoku(&["explain", "--to", "json"], &back.stdout);
    let record: serde_json::Value = serde_json::from_slice(&explained.stdout).unwrap();
    assert_eq!(record["version"], version.as_str());
}

#[cfg(unix)]
#[test]
fn the_readme_install_lines_work_in_a_fresh_home() {
    // Every line of the README's install block but the build itself, in an
    // empty home, with the binary on the PATH.
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let start = readme
        .find("sudoku completions bash >")
        .expect("the README's install block");
    let block_start = readme[..start].rfind("```sh\n").unwrap() + "```sh\n".len();
    let block_end = block_start + readme[block_start..].find("```").unwrap();
    let lines: Vec<&str> = readme[block_start..block_end]
        .lines()
        .filter(|line| !line.starts_with("cargo install"))
        .collect();
    assert!(lines.len() >= 5, "{lines:?}");
    let home = scratch_dir("fresh-home");
    let bin = std::path::Path::new(env!("CARGO_BIN_EXE_sudoku"))
        .parent()
        .unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let output = Command::new("sh")
        .args(["-ec", &lines.join("\n")])
        .env("HOME", &home)
        .env("PATH", path)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    for made in [
        ".local/share/bash-completion/completions/sudoku",
        ".zfunc/_sudoku",
        ".config/fish/completions/sudoku.fish",
        ".local/share/man/man1/sudoku.1",
    ] {
        let size = std::fs::metadata(home.join(made))
            .map(|m| m.len())
            .unwrap_or(0);
        assert!(size > 100, "{made}: {size} bytes");
    }
}
