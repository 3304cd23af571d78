//! A TrueType font cut down to the glyphs a document uses, for embedding
//! in a PDF. Glyph ids stay as they are (the PDF maps character codes to
//! them one to one); the outlines of the glyphs not used are left empty,
//! and the tables a PDF reader does not need (`cmap`, `name`, `post`,
//! kerning and layout) are dropped.

use std::collections::BTreeSet;

/// Why a font could not be cut down: it is not the TrueType we expect.
#[derive(Debug)]
pub(crate) struct Malformed(&'static str);

impl std::fmt::Display for Malformed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the font is malformed: {}", self.0)
    }
}

/// The tables kept as they are, beside the glyphs and their metrics: what
/// a PDF reader needs to draw TrueType glyphs.
const KEPT: [&[u8; 4]; 4] = [b"OS/2", b"cvt ", b"fpgm", b"prep"];

/// `font` with only `glyphs` (and the glyphs they are composed of) drawn.
pub(crate) fn subset(font: &[u8], glyphs: &BTreeSet<u16>) -> Result<Vec<u8>, Malformed> {
    let tables = directory(font)?;
    let table = |tag: &[u8; 4]| {
        tables
            .iter()
            .find(|(t, _)| t == tag)
            .map(|&(_, data)| data)
            .ok_or(Malformed("a table is missing"))
    };
    let head = table(b"head")?;
    let long = read_u16(head, 50)? != 0;
    let count = usize::from(read_u16(table(b"maxp")?, 4)?);
    let (loca, glyf) = (table(b"loca")?, table(b"glyf")?);
    let outline = |glyph: usize| -> Result<&[u8], Malformed> {
        let at = |i: usize| -> Result<usize, Malformed> {
            Ok(if long {
                read_u32(loca, 4 * i)? as usize
            } else {
                2 * usize::from(read_u16(loca, 2 * i)?)
            })
        };
        let (start, end) = (at(glyph)?, at(glyph + 1)?);
        glyf.get(start..end)
            .ok_or(Malformed("a glyph is out of bounds"))
    };

    // The glyphs used, with the components of composite glyphs.
    let mut used: BTreeSet<usize> = glyphs.iter().map(|&g| usize::from(g)).collect();
    used.insert(0);
    let mut todo: Vec<usize> = used.iter().copied().collect();
    while let Some(glyph) = todo.pop() {
        if glyph >= count {
            return Err(Malformed("a glyph id is out of range"));
        }
        for part in components(outline(glyph)?)? {
            if used.insert(part) {
                todo.push(part);
            }
        }
    }

    // The font ends at the last glyph used: the glyphs after it, and their
    // metrics, go.
    let count = used.last().map_or(1, |&last| last + 1);
    let ends = u16::try_from(count).map_err(|_| Malformed("too many glyphs"))?;

    // The new outlines, each 4-byte aligned, and their long offsets.
    let mut new_glyf = Vec::new();
    let mut new_loca = Vec::with_capacity(4 * (count + 1));
    for glyph in 0..count {
        new_loca.extend_from_slice(&offset(new_glyf.len())?.to_be_bytes());
        if used.contains(&glyph) {
            new_glyf.extend_from_slice(outline(glyph)?);
            new_glyf.resize(new_glyf.len().next_multiple_of(4), 0);
        }
    }
    new_loca.extend_from_slice(&offset(new_glyf.len())?.to_be_bytes());

    let mut new_head = head.to_vec();
    new_head[8..12].fill(0); // checkSumAdjustment, set below
    new_head[50..52].copy_from_slice(&1u16.to_be_bytes()); // long offsets
    let mut new_maxp = table(b"maxp")?.to_vec();
    new_maxp[4..6].copy_from_slice(&ends.to_be_bytes());
    // `hmtx` holds `numberOfHMetrics` advances and side bearings, then the
    // side bearings of the glyphs after those.
    let mut new_hhea = table(b"hhea")?.to_vec();
    let metrics = read_u16(&new_hhea, 34)?.min(ends);
    new_hhea[34..36].copy_from_slice(&metrics.to_be_bytes());
    let hmtx = table(b"hmtx")?;
    let kept = 4 * usize::from(metrics) + 2 * (count - usize::from(metrics));
    let new_hmtx = hmtx.get(..kept).ok_or(Malformed("hmtx is cut short"))?;
    let mut out: Vec<([u8; 4], Vec<u8>)> = vec![
        (*b"glyf", new_glyf),
        (*b"loca", new_loca),
        (*b"head", new_head),
        (*b"hhea", new_hhea),
        (*b"hmtx", new_hmtx.to_vec()),
        (*b"maxp", new_maxp),
    ];
    for tag in KEPT {
        out.push((*tag, table(tag)?.to_vec()));
    }
    out.sort_by_key(|table| table.0);
    Ok(assemble(&out))
}

/// A table's tag and bytes.
type Table<'a> = ([u8; 4], &'a [u8]);

/// The table directory: each table's tag and bytes.
fn directory(font: &[u8]) -> Result<Vec<Table<'_>>, Malformed> {
    let count = usize::from(read_u16(font, 4)?);
    (0..count)
        .map(|i| {
            let record = 12 + 16 * i;
            let tag = font
                .get(record..record + 4)
                .ok_or(Malformed("the table directory is cut short"))?;
            let start = read_u32(font, record + 8)? as usize;
            let length = read_u32(font, record + 12)? as usize;
            let data = font
                .get(start..start.saturating_add(length))
                .ok_or(Malformed("a table is out of bounds"))?;
            Ok((tag.try_into().unwrap_or([0; 4]), data))
        })
        .collect()
}

/// The glyphs a composite glyph is made of (none for a simple one).
fn components(outline: &[u8]) -> Result<Vec<usize>, Malformed> {
    const WORDS: u16 = 0x0001;
    const SCALE: u16 = 0x0008;
    const MORE: u16 = 0x0020;
    const XY_SCALE: u16 = 0x0040;
    const TWO_BY_TWO: u16 = 0x0080;
    if outline.is_empty() || read_u16(outline, 0)? & 0x8000 == 0 {
        return Ok(Vec::new());
    }
    let mut parts = Vec::new();
    let mut at = 10;
    loop {
        let flags = read_u16(outline, at)?;
        parts.push(usize::from(read_u16(outline, at + 2)?));
        at += 4 + if flags & WORDS != 0 { 4 } else { 2 };
        at += if flags & SCALE != 0 {
            2
        } else if flags & XY_SCALE != 0 {
            4
        } else if flags & TWO_BY_TWO != 0 {
            8
        } else {
            0
        };
        if flags & MORE == 0 {
            return Ok(parts);
        }
    }
}

/// A font file of `tables` (sorted by tag), with its checksums.
fn assemble(tables: &[([u8; 4], Vec<u8>)]) -> Vec<u8> {
    let count = u16::try_from(tables.len()).unwrap_or(u16::MAX);
    let power = 1u16 << (15 - count.leading_zeros()).min(15);
    let mut font = Vec::new();
    font.extend_from_slice(&0x0001_0000u32.to_be_bytes());
    for field in [
        count,
        power * 16,
        power.trailing_zeros() as u16,
        count * 16 - power * 16,
    ] {
        font.extend_from_slice(&field.to_be_bytes());
    }
    let mut at = 12 + 16 * tables.len();
    for (tag, data) in tables {
        font.extend_from_slice(tag);
        font.extend_from_slice(&checksum(data).to_be_bytes());
        font.extend_from_slice(&(at as u32).to_be_bytes());
        font.extend_from_slice(&(data.len() as u32).to_be_bytes());
        at += data.len().next_multiple_of(4);
    }
    let mut head_at = 0;
    for (tag, data) in tables {
        if tag == b"head" {
            head_at = font.len();
        }
        font.extend_from_slice(data);
        font.resize(font.len().next_multiple_of(4), 0);
    }
    let adjustment = 0xB1B0_AFBAu32.wrapping_sub(checksum(&font));
    font[head_at + 8..head_at + 12].copy_from_slice(&adjustment.to_be_bytes());
    font
}

/// The sum of `data` as big-endian 32-bit words, zero-padded.
fn checksum(data: &[u8]) -> u32 {
    data.chunks(4).fold(0u32, |sum, word| {
        let mut padded = [0; 4];
        padded[..word.len()].copy_from_slice(word);
        sum.wrapping_add(u32::from_be_bytes(padded))
    })
}

fn offset(at: usize) -> Result<u32, Malformed> {
    u32::try_from(at).map_err(|_| Malformed("the outlines are too large"))
}

fn read_u16(data: &[u8], at: usize) -> Result<u16, Malformed> {
    data.get(at..at + 2)
        .map(|b| u16::from_be_bytes([b[0], b[1]]))
        .ok_or(Malformed("a table is cut short"))
}

fn read_u32(data: &[u8], at: usize) -> Result<u32, Malformed> {
    data.get(at..at + 4)
        .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
        .ok_or(Malformed("a table is cut short"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ttf_parser::{Face, GlyphId};

    #[test]
    fn the_subset_parses_and_keeps_exactly_the_glyphs_asked_for() {
        let font = dejavu::sans::bold();
        let face = Face::parse(font, 0).unwrap();
        // `Ä` is a composite of `A` and the dieresis in DejaVu Sans.
        let keep: BTreeSet<u16> = ['1', 'Ä']
            .iter()
            .map(|&c| face.glyph_index(c).unwrap().0)
            .collect();
        let cut = subset(font, &keep).unwrap();
        assert!(cut.len() < font.len() / 4, "{} bytes", cut.len());
        let small = Face::parse(&cut, 0).unwrap();
        let bbox = |f: &Face<'_>, g: u16| f.glyph_bounding_box(GlyphId(g));
        for &g in &keep {
            assert!(bbox(&small, g).is_some());
            assert_eq!(bbox(&small, g), bbox(&face, g));
            assert_eq!(
                small.glyph_hor_advance(GlyphId(g)),
                face.glyph_hor_advance(GlyphId(g))
            );
        }
        let two = face.glyph_index('2').unwrap().0;
        assert!(bbox(&face, two).is_some() && bbox(&small, two).is_none());
        // The whole file's checksum comes out at the magic number.
        assert_eq!(checksum(&cut), 0xB1B0_AFBA);
        // The font ends at the last glyph used (`Ä` uses a component near
        // the end of the font; `1` alone does not).
        let one = face.glyph_index('1').unwrap().0;
        let cut = subset(font, &BTreeSet::from([one])).unwrap();
        let small = Face::parse(&cut, 0).unwrap();
        assert_eq!(small.number_of_glyphs(), one + 1);
        assert!(cut.len() < 8_000, "{} bytes", cut.len());
    }
}
