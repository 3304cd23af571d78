//! JSON records (what the command line's `--to json` writes, as the
//! schemas in `schemas/` describe them) as Python dicts and lists.

use pyo3::IntoPyObjectExt;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use serde_json::Value;

/// The record a `write_*_json` writer of `sudoku-io` writes, as a Python
/// object.
pub(crate) fn written(
    py: Python<'_>,
    write: impl FnOnce(&mut Vec<u8>) -> std::io::Result<()>,
) -> PyResult<Py<PyAny>> {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail, and the writers write JSON.
    let _ = write(&mut out);
    let value: Value = serde_json::from_slice(&out).unwrap_or(Value::Null);
    to_python(py, &value)
}

/// A JSON value as the Python object `json.loads` would give.
pub(crate) fn to_python(py: Python<'_>, value: &Value) -> PyResult<Py<PyAny>> {
    Ok(match value {
        Value::Null => py.None(),
        Value::Bool(b) => b.into_py_any(py)?,
        Value::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => i.into_py_any(py)?,
            (None, Some(u), _) => u.into_py_any(py)?,
            (None, None, Some(f)) => f.into_py_any(py)?,
            (None, None, None) => py.None(),
        },
        Value::String(s) => s.into_py_any(py)?,
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(to_python(py, item)?)?;
            }
            list.into_any().unbind()
        }
        Value::Object(fields) => {
            let dict = PyDict::new(py);
            for (key, item) in fields {
                dict.set_item(key, to_python(py, item)?)?;
            }
            dict.into_any().unbind()
        }
    })
}
