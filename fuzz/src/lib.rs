//! The fuzz targets' assertions; see `checks.rs`.

mod checks;

pub use checks::*;
