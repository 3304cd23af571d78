//! Converts f-puzzles text line by line: a link or a compressed string
//! becomes its JSON, a JSON object becomes the compressed string:
//! `cargo run -p sudoku-variant --example fpuzzles < links.txt`.

use std::io::BufRead;

fn main() {
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let text = line.split('\t').next().unwrap_or_default();
        match sudoku_variant::fpuzzles::decode(text) {
            Ok(object) if text.trim_start().starts_with('{') => {
                println!("{}", sudoku_variant::fpuzzles::encode(&object));
            }
            Ok(object) => println!("{}", serde_json::Value::Object(object)),
            Err(err) => println!("error: {err}"),
        }
    }
}
