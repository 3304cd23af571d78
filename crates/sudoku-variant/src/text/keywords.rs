//! The rule lines of the variant text: each keyword is the f-puzzles field
//! it becomes, with the shape of its line.

/// How a rule line reads, and the f-puzzles entry it makes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Shape {
    /// `antiknight`: the field set to `true`.
    Flag,
    /// `negative ratio xv`: the names listed in `negative`.
    Negative,
    /// `killercage 15: r1c1 r1c2`: `{cells, value}`.
    Cells,
    /// `thermometer: r1c1 r1c2 | r1c1 r2c1`: `{lines, value}`.
    Lines,
    /// `odd: r1c1 r3c3`: an entry `{cell}` for each cell.
    Marks,
    /// `sandwichsum 10: r0c3`: `{cell, value}`, the clue's place outside.
    Outside,
    /// `littlekillersum 15 DR: r0c1`: `{cell, direction, value}`.
    LittleKiller,
    /// `arrow: r1c1 > r1c2 r1c3`: the circle, then its lines.
    Arrow,
    /// `clone: r1c1 r1c2 = r5c5 r5c6`: `{cells, cloneCells}`.
    Clone,
    /// `quadruple 1 2: r1c1 r1c2 r2c1 r2c2`: `{cells, values}`.
    Quadruple,
}

/// Whether a line takes a value after its keyword.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Value {
    /// Never.
    No,
    /// It may (a cage without a sum, a dot of the default value).
    Optional,
    /// It must.
    Required,
}

/// A keyword of the text: the f-puzzles field, its shape, its value.
pub(crate) struct Keyword {
    pub(crate) key: &'static str,
    pub(crate) shape: Shape,
    pub(crate) value: Value,
}

const fn kw(key: &'static str, shape: Shape, value: Value) -> Keyword {
    Keyword { key, shape, value }
}

/// Every rule keyword, in the order the writer lists them.
pub(crate) static KEYWORDS: &[Keyword] = &[
    kw("diagonal+", Shape::Flag, Value::No),
    kw("diagonal-", Shape::Flag, Value::No),
    kw("antiknight", Shape::Flag, Value::No),
    kw("antiking", Shape::Flag, Value::No),
    kw("disjointgroups", Shape::Flag, Value::No),
    kw("nonconsecutive", Shape::Flag, Value::No),
    kw("negative", Shape::Negative, Value::No),
    kw("extraregion", Shape::Cells, Value::No),
    kw("killercage", Shape::Cells, Value::Optional),
    kw("thermometer", Shape::Lines, Value::No),
    kw("slowthermometer", Shape::Lines, Value::No),
    kw("arrow", Shape::Arrow, Value::No),
    kw("littlekillersum", Shape::LittleKiller, Value::Required),
    kw("sandwichsum", Shape::Outside, Value::Required),
    kw("xsum", Shape::Outside, Value::Required),
    kw("skyscraper", Shape::Outside, Value::Required),
    kw("difference", Shape::Cells, Value::Optional),
    kw("ratio", Shape::Cells, Value::Optional),
    kw("xv", Shape::Cells, Value::Required),
    kw("odd", Shape::Marks, Value::No),
    kw("even", Shape::Marks, Value::No),
    kw("minimum", Shape::Marks, Value::No),
    kw("maximum", Shape::Marks, Value::No),
    kw("whispers", Shape::Lines, Value::Optional),
    kw("renban", Shape::Lines, Value::No),
    kw("palindrome", Shape::Lines, Value::No),
    kw("betweenline", Shape::Lines, Value::No),
    kw("regionsumline", Shape::Lines, Value::No),
    kw("entropicline", Shape::Lines, Value::No),
    kw("modularline", Shape::Lines, Value::No),
    kw("zipperline", Shape::Lines, Value::No),
    kw("clone", Shape::Clone, Value::No),
    kw("quadruple", Shape::Quadruple, Value::Required),
];

/// The keyword `word` (any case).
pub(crate) fn find(word: &str) -> Option<&'static Keyword> {
    KEYWORDS.iter().find(|k| k.key.eq_ignore_ascii_case(word))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::TABLE;

    #[test]
    fn every_rule_field_has_a_keyword_and_every_keyword_a_rule() {
        for entry in TABLE {
            for key in entry.keys {
                assert!(find(key).is_some(), "{key}");
            }
        }
        for keyword in KEYWORDS {
            let known =
                keyword.key == "negative" || TABLE.iter().any(|e| e.keys.contains(&keyword.key));
            assert!(known, "{}", keyword.key);
        }
    }
}
