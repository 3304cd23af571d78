//! Tells the end-to-end tests which outside programs this machine has, so
//! that a test needing one that is missing is *ignored*, with the reason,
//! in cargo's summary (`cfg(has_qqwing)`, `cfg(has_poppler)`,
//! `cfg(has_groff)`, `cfg(has_zsh)`); the binary itself uses none of them.

use std::path::Path;

fn main() {
    println!("cargo::rerun-if-env-changed=PATH");
    for (cfg, programs) in [
        ("has_qqwing", &["qqwing"][..]),
        ("has_poppler", &["pdfinfo", "pdffonts"]),
        ("has_groff", &["groff"]),
        ("has_zsh", &["zsh"]),
    ] {
        println!("cargo::rustc-check-cfg=cfg({cfg})");
        if programs.iter().all(|program| on_path(program)) {
            println!("cargo::rustc-cfg={cfg}");
        }
    }
}

/// Whether `program` is a file in a folder of `PATH`.
fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|dir| Path::new(&dir).join(program).is_file())
    })
}
