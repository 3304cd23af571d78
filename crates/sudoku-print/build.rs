//! Tells the rendering tests whether this machine has poppler-utils, so
//! that the checks reading PDFs back are *ignored*, with the reason, in
//! cargo's summary where it is missing (`cfg(has_poppler)`); the library
//! itself uses none of it.

use std::path::Path;

fn main() {
    println!("cargo::rerun-if-env-changed=PATH");
    println!("cargo::rustc-check-cfg=cfg(has_poppler)");
    if ["pdftotext", "pdftoppm"]
        .iter()
        .all(|program| on_path(program))
    {
        println!("cargo::rustc-cfg=has_poppler");
    }
}

/// Whether `program` is a file in a folder of `PATH`.
fn on_path(program: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|dir| Path::new(&dir).join(program).is_file())
    })
}
