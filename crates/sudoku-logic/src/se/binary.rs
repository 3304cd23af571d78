//! A candidate's dynamic chains on and off, for the cell chains of SE's
//! multiple and dynamic searches: a contradiction either way, or what
//! both ways have in common (double forcing), and the shortcuts that know
//! the chain off finds nothing without following it.

use super::board::several;
use super::chaining::Search;
use super::nested::Origin;
use super::potential::{PotSet, cell, conjugate, digit};

impl Search<'_> {
    /// The chains from `p_on` (a candidate on) and, unless known to find
    /// nothing, `p_off` (the same off): with `contradiction`, a
    /// contradiction either way; with `reduction`, what both ways have in
    /// common. `on_to_on` and `on_to_off` take what the candidate on
    /// implies.
    pub(super) fn binary(
        &mut self,
        p_on: u32,
        p_off: u32,
        on_to_on: &mut PotSet,
        on_to_off: &mut PotSet,
        reduction: bool,
        contradiction: bool,
    ) {
        let k = self.arena.key(p_on);
        let absurd = self.on_chaining(cell(k), digit(k), on_to_on, on_to_off);
        if contradiction && let Some(met) = absurd {
            self.refuted(p_on, met);
        }
        if !contradiction && !reduction {
            // SE follows the candidate off too, but only a contradiction or
            // a double forcing chain would use what follows (a static
            // search leaves nothing else behind).
            return;
        }
        if !reduction && self.off_is_consistent(cell(k), digit(k)) {
            return;
        }
        if reduction && absurd.is_none() && self.off_is_idle(cell(k), digit(k), on_to_on, on_to_off)
        {
            return;
        }
        let mut off_to_on = self.fresh();
        let mut off_to_off = self.fresh();
        off_to_off.add(&self.arena, p_off);
        let absurd = self.chaining(&mut off_to_on, &mut off_to_off);
        if contradiction && let Some(met) = absurd {
            self.refuted(p_off, met);
        }
        if reduction {
            self.reductions(on_to_on, on_to_off, &off_to_on, &off_to_off);
        }
        self.recycle([off_to_on, off_to_off]);
    }

    /// A contradiction: the premise `p` led to a candidate both on and
    /// off (`met`), so its conjugate holds.
    fn refuted(&mut self, p: u32, (a, b): (u32, u32)) {
        let target = conjugate(self.arena.key(p));
        self.offer_target(target, &[a, b], 7, true, Origin::Plain);
    }

    /// Whether following candidate `(c, d)` off is known to meet no
    /// contradiction, in a dynamic search with no rule inside its chains,
    /// on a cell of two candidates: what follows from it off is what
    /// follows from the cell's other candidate on (each implies the other
    /// at once, and those chains turn on and off all that the grid's
    /// singles force, in whatever order), so it meets a contradiction
    /// exactly when that one does. The other's chains are worked out (and
    /// kept for the search) now rather than with its own turn.
    fn off_is_consistent(&mut self, c: usize, d: u8) -> bool {
        let board = self.board;
        if !self.prune
            || !self.rule.dynamic
            || self.rule.nishio
            || self.rule.level > 0
            || board.count(c) != 2
        {
            return false;
        }
        let other = (board.cands[c] & !(1 << d)).trailing_zeros() as u8;
        let mut on = self.fresh();
        let mut off = self.fresh();
        let absurd = self.on_chaining(c, other, &mut on, &mut off);
        self.recycle([on, off]);
        absurd.is_none()
    }

    /// Whether following candidate `(c, d)` off is known to find nothing,
    /// in a dynamic search with no rule inside its chains, on a cell of
    /// three candidates or more whose candidate on (`on`, `off`) met no
    /// contradiction. Off, the candidate turns on only its digit's other
    /// place in a house where it has two. With none, nothing follows: no
    /// contradiction, and nothing in common with the candidate on. With
    /// one other place, what follows is what follows from that place on
    /// (each implies the other at once; both chains reach all that the
    /// grid's singles force, in whatever order): it is idle when that meets
    /// no contradiction and has nothing in common with the candidate on.
    /// With two or more, the places together may force more than each.
    pub(super) fn off_is_idle(&mut self, c: usize, d: u8, on: &PotSet, off: &PotSet) -> bool {
        let board = self.board;
        if !self.prune || !self.rule.dynamic || self.rule.nishio || self.rule.level > 0 {
            return false;
        }
        let places = board.partners(c, d);
        match (places != 0, several(places)) {
            (false, _) => true,
            (true, false) => {
                let o = places.trailing_zeros() as usize;
                let mut o_on = self.fresh();
                let mut o_off = self.fresh();
                let absurd = self.on_chaining(o, d, &mut o_on, &mut o_off);
                let idle = absurd.is_none()
                    && !on.entries().iter().any(|&(_, k)| o_on.contains(k))
                    && !off.entries().iter().any(|&(_, k)| o_off.contains(k));
                self.recycle([o_on, o_off]);
                idle
            }
            _ => false,
        }
    }

    fn reductions(
        &mut self,
        on_to_on: &PotSet,
        on_to_off: &PotSet,
        off_to_on: &PotSet,
        off_to_off: &PotSet,
    ) {
        for from_on in on_to_on.iter().collect::<Vec<_>>() {
            if let Some(from_off) = off_to_on.get(self.arena.key(from_on)) {
                let k = self.arena.key(from_on);
                self.offer_target(k, &[from_on, from_off], 1, true, Origin::Plain);
            }
        }
        for from_on in on_to_off.iter().collect::<Vec<_>>() {
            if let Some(from_off) = off_to_off.get(self.arena.key(from_on)) {
                let k = self.arena.key(from_off);
                self.offer_target(k, &[from_on, from_off], 1, false, Origin::Plain);
            }
        }
    }
}
