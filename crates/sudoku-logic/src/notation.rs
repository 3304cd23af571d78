//! A step as a line of text, in HoDoKu's style: the technique's name, the
//! pattern, `=>`, the consequence.

use std::fmt;

use crate::step::{cells_text, digits_text, houses_text, outcome_text};
use crate::{Step, Technique};

/// Writes `step` as one line; with `proofs`, a forcing chain's chains and a
/// forcing net's nets after its outcome.
pub(crate) fn write(step: &Step, proofs: bool, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    use Technique as T;
    let name = step.technique.name();
    let outcome = outcome_text(step);
    let digits = digits_text(&step.digits);
    let slashed = digits.replace(',', "/");
    let cells = cells_text(&step.cells);
    match step.technique {
        T::FullHouse | T::NakedSingle | T::HiddenSingle | T::BruteForce => {
            write!(f, "{name}: {outcome}")
        }
        T::BugPlusOne => write!(f, "{name}: {digits} in {cells} => {outcome}"),
        T::SueDeCoq => write!(
            f,
            "{name}: {cells} - {{{}}} => {outcome}",
            digits.replace(',', "")
        ),
        T::LockedCandidatesPointing | T::LockedCandidatesClaiming => {
            write!(
                f,
                "{name}: {digits} in {} => {outcome}",
                houses_text(&step.houses)
            )
        }
        T::LockedPair
        | T::LockedTriple
        | T::NakedPair
        | T::NakedTriple
        | T::NakedQuadruple
        | T::HiddenPair
        | T::HiddenTriple
        | T::HiddenQuadruple => write!(f, "{name}: {digits} in {cells} => {outcome}"),
        T::XWing
        | T::Swordfish
        | T::Jellyfish
        | T::FinnedXWing
        | T::SashimiXWing
        | T::FinnedSwordfish
        | T::SashimiSwordfish
        | T::FinnedJellyfish
        | T::SashimiJellyfish
        | T::FrankenXWing
        | T::FrankenSwordfish
        | T::FinnedFrankenXWing
        | T::FinnedFrankenSwordfish => {
            let fins: String = step.fins.iter().map(|c| format!(" f{c}")).collect();
            let endo: String = step.endo_fins.iter().map(|c| format!(" ef{c}")).collect();
            write!(
                f,
                "{name}: {digits} {} {}{fins}{endo} => {outcome}",
                sets_text(&step.houses),
                sets_text(&step.covers)
            )
        }
        T::Skyscraper | T::TwoStringKite => {
            let (ends, joint) = step.cells.split_at(2.min(step.cells.len()));
            write!(
                f,
                "{name}: {digits} in {} (connected by {}) => {outcome}",
                list(ends),
                list(joint)
            )
        }
        T::EmptyRectangle => {
            let house = step
                .houses
                .first()
                .map(ToString::to_string)
                .unwrap_or_default();
            write!(
                f,
                "{name}: {digits} in {house} ({}) => {outcome}",
                list(&step.cells)
            )
        }
        T::WWing => {
            let (wings, link) = step.cells.split_at(2.min(step.cells.len()));
            let x = step
                .digits
                .get(1)
                .map(ToString::to_string)
                .unwrap_or_default();
            let y = step
                .digits
                .first()
                .map(ToString::to_string)
                .unwrap_or_default();
            write!(
                f,
                "{name}: {y}/{x} in {} connected by {x} in {} => {outcome}",
                list(wings),
                list(link)
            )
        }
        T::XyWing | T::XyzWing | T::RemotePair => {
            write!(f, "{name}: {slashed} in {} => {outcome}", list(&step.cells))
        }
        T::UniqueRectangle1
        | T::UniqueRectangle2
        | T::UniqueRectangle3
        | T::UniqueRectangle4
        | T::UniqueRectangle5
        | T::UniqueRectangle6
        | T::HiddenRectangle
        | T::AvoidableRectangle1
        | T::AvoidableRectangle2 => {
            write!(f, "{name}: {slashed} in {cells} => {outcome}")
        }
        T::SimpleColorsTrap | T::SimpleColorsWrap | T::MultiColors1 | T::MultiColors2 => {
            let off: Vec<_> = step.fins.clone();
            let on: Vec<_> = step
                .cells
                .iter()
                .copied()
                .filter(|c| !off.contains(c))
                .collect();
            write!(
                f,
                "{name}: {digits} ({}) / ({}) => {outcome}",
                list(&on),
                list(&off)
            )
        }
        T::TurbotFish
        | T::XChain
        | T::XyChain
        | T::ContinuousNiceLoop
        | T::DiscontinuousNiceLoop
        | T::Aic
        | T::GroupedContinuousNiceLoop
        | T::GroupedDiscontinuousNiceLoop
        | T::GroupedAic => {
            let chain = step
                .chains
                .first()
                .map(ToString::to_string)
                .unwrap_or_default();
            write!(f, "{name}: {chain} => {outcome}")
        }
        T::AlsXz | T::AlsXyWing | T::AlsXyChain => {
            let sets: Vec<String> = step
                .sets
                .iter()
                .zip((b'A'..=b'Z').map(char::from))
                .map(|((cells, digits), name)| {
                    let ds: String = digits.iter().map(ToString::to_string).collect();
                    format!("{name}={} {{{ds}}}", cells_text(cells))
                })
                .collect();
            let x = digits_text(&step.restricted);
            // A chain's link digits inside it may be what its ends take.
            let z: Vec<_> = step
                .digits
                .iter()
                .copied()
                .filter(|d| step.technique == T::AlsXyChain || !step.restricted.contains(d))
                .collect();
            let z = if z.is_empty() {
                String::new()
            } else {
                format!(", Z={}", digits_text(&z))
            };
            let label = match step.technique {
                T::AlsXyWing => "X,Y",
                T::AlsXyChain => "RC",
                _ => "X",
            };
            write!(
                f,
                "{name}: {}, {label}={x}{z} => {outcome}",
                sets.join(", ")
            )
        }
        T::ForcingChain | T::ForcingNet | T::ForcingChainVerity | T::ForcingNetVerity => {
            let verity = matches!(step.technique, T::ForcingChainVerity | T::ForcingNetVerity);
            let place = match (step.cells.first(), step.houses.first()) {
                (Some(cell), _) => cell.to_string(),
                (None, Some(house)) if verity => format!("{digits} in {house}"),
                (None, Some(house)) => house.to_string(),
                (None, None) => String::new(),
            };
            let nested = if step.depth > 0 {
                format!(" (nested {})", step.depth)
            } else {
                String::new()
            };
            let kind = if verity { "for" } else { "in" };
            write!(f, "{name} {kind} {place}{nested} => {outcome}")?;
            // Each chain from its premise (taken true when its first link
            // is weak, false when strong) to what it proves; a net's nodes
            // numbered, each with those it follows from.
            if proofs {
                let text = crate::net::proofs_text(&step.chains, &step.nets);
                if !text.is_empty() {
                    write!(f, ": {text}")?;
                }
            }
            Ok(())
        }
    }
}

/// The step without its consequence: what a player is told to look for
/// (`X-Wing: 7 r28 c36`, `Hidden Single in b3`).
pub(crate) fn pattern(step: &Step) -> String {
    use Technique as T;
    let name = step.technique.name();
    match step.technique {
        T::FullHouse | T::HiddenSingle => match step.houses.first() {
            Some(house) => format!("{name} in {house}"),
            None => name.to_owned(),
        },
        T::NakedSingle | T::BruteForce => match step.placements.first() {
            Some(p) => format!("{name} in {}", p.cell),
            None => name.to_owned(),
        },
        _ => {
            let text = step.to_string();
            match text.split_once(" => ") {
                Some((pattern, _)) => pattern.to_owned(),
                None => text,
            }
        }
    }
}

/// A fish's sets, each run of one kind written as one (`r28`, `r18b3`).
fn sets_text(houses: &[crate::House]) -> String {
    let mut text = String::new();
    let mut kind = None;
    for house in houses {
        let name = house.to_string();
        if kind == Some(house.kind()) {
            text.push_str(&name[1..]);
        } else {
            text.push_str(&name);
            kind = Some(house.kind());
        }
    }
    text
}

/// Cells as a comma-separated list, in the order given.
fn list(cells: &[sudoku_core::Cell]) -> String {
    let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
    names.join(",")
}
