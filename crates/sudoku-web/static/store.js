// The grid as it stands, kept in the browser, so that a reload or a tab
// closed by mistake brings it back: givens, entries, marks, colours, the
// time, the player's options, and the solution once asked for.

import { state } from "./board.js";
import { elapsed, timer } from "./timer.js";

const SAVED = "sudoku-grid";

/** The player's options: mistakes shown as typed, candidates taken out as digits go in. */
export const options = {
  mistakes: document.getElementById("mistakes"),
  autoremove: document.getElementById("autoremove"),
};

/** Keeps the grid (nothing when storage is switched off). */
export function save() {
  const chosen = { mistakes: options.mistakes.checked, autoremove: options.autoremove.checked };
  try {
    localStorage.setItem(SAVED, JSON.stringify({
      givens: state.givens, entries: state.entries, marks: state.marks, corner: state.corner,
      colours: state.colours, wrong: [...state.wrong], elapsed: elapsed(), running: timer.running, options: chosen,
      solution: state.solution, solutionFor: state.solutionFor,
    }));
  } catch {
    // Storage switched off or full: nothing is kept.
  }
}

const sound = (list, most) => Array.isArray(list) && list.length === 81 &&
  list.every((v) => Number.isInteger(v) && v >= 0 && v <= most);

/**
 * The grid kept by `save`, put back in `state` if it is sound: its time
 * and options (`null` when there is none, or it is not sound).
 */
export function restore() {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED) || "null");
    if (!saved || !sound(saved.givens, 9) || !sound(saved.entries, 9) || !sound(saved.marks, 511)) return null;
    state.givens = saved.givens;
    state.entries = saved.entries;
    state.marks = saved.marks;
    state.corner = sound(saved.corner, 511) ? saved.corner : new Array(81).fill(0);
    state.colours = sound(saved.colours, 9) ? saved.colours : new Array(81).fill(0);
    const wrong = Array.isArray(saved.wrong) ? saved.wrong : [];
    state.wrong = new Set(wrong.filter((i) => Number.isInteger(i) && i >= 0 && i < 81));
    if (!saved.givens.some((v) => v > 0) && !saved.entries.some((v) => v > 0)) return null;
    // The solution asked for once, for Check with the server gone.
    if (sound(saved.solution, 9) && typeof saved.solutionFor === "string") {
      state.solution = saved.solution;
      state.solutionFor = saved.solutionFor;
    }
    const time = Number.isFinite(saved.elapsed) && saved.elapsed >= 0 ? saved.elapsed : 0;
    return { elapsed: time, running: saved.running !== false, options: saved.options || {} };
  } catch {
    return null;
  }
}
