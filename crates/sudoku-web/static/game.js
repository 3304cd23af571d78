// The puzzle under way: loading it, its solution (asked of the server
// once, so that mistakes can be found without it later), the entries
// found wrong, and the puzzle recognised as finished.

import { api, say } from "./api.js";
import { cellName, clashes, draw, full, line, peers, setGrid, state, value } from "./board.js";
import { notify, onChange } from "./play.js";
import { options, save } from "./store.js";
import { clock, elapsed, start, stop } from "./timer.js";

const steps = document.getElementById("steps");
const area = document.querySelector(".board-area");

/** What the address says of the puzzle (`#p=`): set as a puzzle loads. */
export const shared = { puzzle: "" };

/** Puts `puzzle` in the page's address, for a link or a bookmark to open it. */
export function setAddress(puzzle) {
  shared.puzzle = puzzle;
  history.replaceState(null, "", `#p=${puzzle}`);
}

/** The solution of the givens, asked of the server once a puzzle (null: none single). */
export async function solution() {
  const givens = line(false);
  if (state.solutionFor !== givens) {
    const answer = await api("solve", givens);
    state.solution = answer.solutions === "unique" ? answer.solution.flat() : null;
    state.solutionFor = givens;
    save();
  }
  return state.solution;
}

/** The solution of these givens, if the server gave it (null: not asked, or none single). */
export function knownSolution() {
  return state.solutionFor === line(false) ? state.solution : null;
}

/** The entries the solution does not have, in reading order. */
export function wrongEntries() {
  const solved = knownSolution();
  if (!solved) return [];
  return state.entries.flatMap((d, i) => (d && !state.givens[i] && d !== solved[i] ? [i] : []));
}

/** The pairs of cells of a house holding the same digit, in words. */
export function clashText() {
  const cells = clashes();
  const pairs = cells.flatMap((i) => peers(i).filter((p) => p > i && value(p) === value(i))
    .map((p) => `${cellName(i)} and ${cellName(p)} both hold ${value(i)}`));
  return pairs.join("; ");
}

/** A new classic puzzle (81 characters): its grid, a new history and a new time. */
export function load(puzzleLine) {
  window.variantPlay.stop();
  setGrid(puzzleLine);
  state.history = [];
  state.explanation = null;
  state.finished = false;
  area.classList.remove("finished");
  steps.replaceChildren();
  setAddress(line(false));
  start(0);
  draw();
  // The solution is asked for now, so that Check and mistakes shown as
  // typed work with the server gone later.
  solution().catch(() => {});
}

/** Loads `text` in any format the server reads; a variant is variant.js's to play. */
export async function loadText(text) {
  const figure = await api("figure", text);
  if (!figure.classic) {
    window.variantPlay.start(text, figure);
    setAddress(encodeURIComponent(text.trim()));
    start(0);
    return;
  }
  const converted = await api("convert", text, "?to=line");
  load(converted.text.trim());
  say("Puzzle loaded.");
}

// Marks the wrong entries again after a change, where the player asked
// for mistakes as typed; else a changed cell loses its mark until the
// next Check.
function markMistakes(cell) {
  if (options.mistakes.checked && knownSolution()) {
    state.wrong = new Set(wrongEntries());
  } else {
    if (cell >= 0) state.wrong.delete(cell);
    for (const i of [...state.wrong]) if (!state.entries[i]) state.wrong.delete(i);
  }
}

// A full grid: finished when it is the solution (or, the solution not
// known, when nothing clashes): the time stops and the page says so, with
// the hardest technique the puzzle needs when the server is there.
function finish() {
  if (!full()) {
    if (state.finished) {
      state.finished = false;
      area.classList.remove("finished");
      start(elapsed());
    }
    return;
  }
  if (state.finished) return;
  const right = knownSolution() ? wrongEntries().length === 0 : clashes().length === 0;
  if (!right) {
    say("The grid is full but not right yet: Check marks the wrong entries.", true);
    return;
  }
  state.finished = true;
  area.classList.add("finished");
  stop();
  const time = `Finished in ${clock(elapsed())}!`;
  say(time);
  const givens = line(false);
  api("rate", givens).then((rated) => {
    if (line(false) !== givens || !state.finished) return;
    say(`${time} The hardest technique it needs: ${rated.se.hardest} (Sudoku Explainer ${rated.se.er}; HoDoKu ${rated.hodoku.level}).`);
  }).catch(() => {});
}

onChange((cell) => {
  markMistakes(cell);
  finish();
});

// Mistakes as typed, switched on: the wrong entries marked at once.
options.mistakes.addEventListener("change", () => {
  if (options.mistakes.checked) {
    solution().then(() => {
      notify(-1);
      draw();
    }).catch((err) => say(err.message, true));
  }
});

/** The grid solved by the Solve button: no time to celebrate. */
export function solvedByButton() {
  state.finished = true;
  stop();
}
