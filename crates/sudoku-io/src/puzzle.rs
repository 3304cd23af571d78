//! A puzzle as the formats carry it: a grid and what is known about it.

use sudoku_core::Grid;

use crate::Marks;

/// A grid with the metadata some formats carry (JSON, `.sdk` and csv), the
/// pencil marks the candidates format carries and the solution csv and
/// JSON may carry; formats without them read none and write the grid
/// alone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Puzzle {
    /// The cells.
    pub grid: Grid,
    /// What is known about the puzzle.
    pub meta: Metadata,
    /// Pencil marks that say more than the givens: each empty cell's
    /// candidates (bit `d - 1` for digit `d`). `None` for a plain grid.
    pub marks: Option<Marks>,
    /// The solution the input gave with the puzzle (a data set's solution
    /// column in csv, `"solution"` in json), for `sudoku check` to verify;
    /// `None` when none was given.
    pub solution: Option<Grid>,
}

impl From<Grid> for Puzzle {
    fn from(grid: Grid) -> Puzzle {
        Puzzle {
            grid,
            ..Puzzle::default()
        }
    }
}

/// What is known about a puzzle besides its cells. Every field is optional
/// text; each is kept through a conversion between formats that carry it.
///
/// | field | JSON | `.sdk` |
/// |---|---|---|
/// | `id` | `"id"` | — |
/// | `title` | `"title"` | — |
/// | `author` | `"author"` | `#A` |
/// | `description` | `"description"` | `#D` |
/// | `comment` | `"comment"` | `#C` |
/// | `date` | `"date"` | `#B` |
/// | `source` | `"source"` | `#S` |
/// | `difficulty` | `"difficulty"` | `#L` |
/// | `url` | `"url"` | `#U` |
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Metadata {
    /// An identifier, e.g. a number in a collection.
    pub id: Option<String>,
    /// A title.
    pub title: Option<String>,
    /// Who made the puzzle.
    pub author: Option<String>,
    /// A description.
    pub description: Option<String>,
    /// A free comment; it may span lines.
    pub comment: Option<String>,
    /// When it was published.
    pub date: Option<String>,
    /// Where it comes from.
    pub source: Option<String>,
    /// How hard it is, in the source's terms.
    pub difficulty: Option<String>,
    /// Where to find it on the web.
    pub url: Option<String>,
}

impl Metadata {
    /// Every field with its JSON name, in the order they are written.
    pub fn fields(&self) -> [(&'static str, Option<&str>); 9] {
        [
            ("id", self.id.as_deref()),
            ("title", self.title.as_deref()),
            ("author", self.author.as_deref()),
            ("description", self.description.as_deref()),
            ("comment", self.comment.as_deref()),
            ("date", self.date.as_deref()),
            ("source", self.source.as_deref()),
            ("difficulty", self.difficulty.as_deref()),
            ("url", self.url.as_deref()),
        ]
    }

    /// The field with this JSON name, to set it.
    pub fn field_mut(&mut self, name: &str) -> Option<&mut Option<String>> {
        Some(match name {
            "id" => &mut self.id,
            "title" => &mut self.title,
            "author" => &mut self.author,
            "description" => &mut self.description,
            "comment" => &mut self.comment,
            "date" => &mut self.date,
            "source" => &mut self.source,
            "difficulty" => &mut self.difficulty,
            "url" => &mut self.url,
            _ => return None,
        })
    }

    /// Whether no field is set.
    pub fn is_empty(&self) -> bool {
        self.fields().iter().all(|(_, value)| value.is_none())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_can_be_set_by_its_name() {
        let mut meta = Metadata::default();
        assert!(meta.is_empty());
        for (name, _) in Metadata::default().fields() {
            *meta.field_mut(name).unwrap() = Some(name.to_uppercase());
        }
        for (name, value) in meta.fields() {
            assert_eq!(value, Some(name.to_uppercase().as_str()));
        }
        assert!(meta.field_mut("solution").is_none());
    }
}
