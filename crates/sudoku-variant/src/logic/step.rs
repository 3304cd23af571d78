//! One deduction of the variant explainer, in words and as JSON (the
//! fields of a classic step, so that one reader takes both).

use serde_json::{Value, json};

use super::Technique;
use crate::rule::{Cell, cell_name};

/// A digit in a cell: placed, or ruled out.
pub type Candidate = (Cell, u8);

/// One deduction: the digits it places or the candidates it rules out,
/// and what justifies it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The digits placed.
    pub placements: Vec<Candidate>,
    /// The candidates ruled out, in reading order of cells, then digits.
    pub eliminations: Vec<Candidate>,
    /// The digits the pattern is about.
    pub digits: Vec<u8>,
    /// The pattern's cells (a subset, a fish's corners; for a
    /// contradiction, the cell tried).
    pub cells: Vec<Cell>,
    /// The houses it lives in, by name (a single's house, a subset's, a
    /// locked candidate's two; a fish's base then cover lines).
    pub houses: Vec<String>,
    /// The constraint it comes from, in words, for a constraint step.
    pub rule: Option<String>,
    /// How a bifurcation shows its digit fails: the assumption and what
    /// it ran into.
    pub reason: Option<String>,
}

impl Step {
    /// An empty step of `technique`, to be filled in.
    pub(crate) fn new(technique: Technique) -> Step {
        Step {
            technique,
            placements: Vec::new(),
            eliminations: Vec::new(),
            digits: Vec::new(),
            cells: Vec::new(),
            houses: Vec::new(),
            rule: None,
            reason: None,
        }
    }

    /// Where the step looks, without what it yields: its technique, its
    /// digits, houses or constraint (`Hidden Single in box 2`,
    /// `Constraint (killer cage 15: r1c1 r1c2)`).
    pub fn place(&self) -> String {
        let mut line = self.technique.name().to_owned();
        if let Some(rule) = &self.rule {
            line = format!("{line} ({rule})");
        } else if !self.digits.is_empty() && self.reason.is_none() {
            let digits: String = self.digits.iter().map(|&d| digit_char(d)).collect();
            line = format!("{line} {digits}");
        }
        if !self.houses.is_empty() && self.rule.is_none() {
            line = format!("{line} in {}", self.houses.join(", "));
        }
        line
    }

    /// The step in one line, in `size`'s digits (`A` for 10 and up):
    /// `Hidden Single in box 2: r2c5=3`,
    /// `Constraint (killer cage 15: r1c1 r1c2): r1c1<>12345`.
    pub fn text(&self, size: usize) -> String {
        let line = self.place();
        let outcome = outcome(&self.placements, &self.eliminations, size);
        match &self.reason {
            Some(reason) => format!("{line}: {reason} => {outcome}"),
            None => format!("{line}: {outcome}"),
        }
    }

    /// The step as a JSON object: the classic step's fields (`technique`,
    /// `text`, `placements`, `eliminations`, `digits`, `cells`, `houses`),
    /// and `rule` and `reason` when it has them.
    /// Digits are numbers here (`r1c1=12`), in the text the grid's
    /// characters (`r1c1=C`).
    pub fn json(&self, size: usize) -> Value {
        let mut value = json!({
            "technique": self.technique.name(),
            "text": self.text(size),
            "placements": self.placements.iter()
                .map(|&(c, d)| format!("{}={d}", cell_name(c, size)))
                .collect::<Vec<_>>(),
            "eliminations": self.eliminations.iter()
                .map(|&(c, d)| format!("{}<>{d}", cell_name(c, size)))
                .collect::<Vec<_>>(),
            "digits": self.digits,
            "cells": self.cells.iter().map(|&c| cell_name(c, size)).collect::<Vec<_>>(),
            "houses": self.houses,
        });
        if let Some(rule) = &self.rule {
            value["rule"] = Value::String(rule.clone());
        }
        if let Some(reason) = &self.reason {
            value["reason"] = Value::String(reason.clone());
        }
        value
    }
}

/// A digit as grids of its size write it: `1`-`9`, then `A` for 10.
pub fn digit_char(digit: u8) -> char {
    match digit {
        0 => '.',
        1..=9 => char::from(b'0' + digit),
        _ => char::from(b'A' + digit - 10),
    }
}

/// What a step does: `r1c1=5`, or its eliminations grouped by cell
/// (`r1c1<>125, r2c3<>4`).
fn outcome(placements: &[Candidate], eliminations: &[Candidate], size: usize) -> String {
    let mut parts: Vec<String> = placements
        .iter()
        .map(|&(c, d)| format!("{}={}", cell_name(c, size), digit_char(d)))
        .collect();
    let mut i = 0;
    while i < eliminations.len() {
        let cell = eliminations[i].0;
        let mut digits = String::new();
        while i < eliminations.len() && eliminations[i].0 == cell {
            digits.push(digit_char(eliminations[i].1));
            i += 1;
        }
        parts.push(format!("{}<>{digits}", cell_name(cell, size)));
    }
    parts.join(", ")
}
