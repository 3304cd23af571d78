// Playing on the grid: digits, centre and corner marks and colours, from
// the keyboard or the pad; candidates filled in and taken out as digits go
// in; Undo for every change.

import { board, candidates, cells, draw, peers, state, value } from "./board.js";
import { say } from "./api.js";
import { options } from "./store.js";
import { timer, togglePause } from "./timer.js";

const pad = document.getElementById("pad");

/** What a digit does: `normal`, `corner`, `centre` or `colour`. */
export function mode() {
  return document.querySelector("input[name=mode]:checked").value;
}

/** Chooses what a digit does. */
export function setMode(name) {
  document.querySelector(`input[name=mode][value=${name}]`).checked = true;
  pad.classList.toggle("colouring", name === "colour");
}

for (const radio of document.querySelectorAll("input[name=mode]")) {
  radio.addEventListener("change", () => setMode(radio.value));
}

const changed = [];

/** Runs `listener(cell)` after each change the player makes to the grid. */
export function onChange(listener) {
  changed.push(listener);
}

/** Tells the listeners that `cell` changed (-1: several cells). */
export function notify(cell) {
  state.hint = null;
  for (const listener of changed) listener(cell);
}

function changedNow(cell) {
  notify(cell);
  draw();
}

/** Keeps the grid as it is, for Undo to bring back. */
export function remember() {
  state.history.push({
    entries: [...state.entries], marks: [...state.marks], corner: [...state.corner], colours: [...state.colours],
  });
  if (state.history.length > 500) state.history.shift();
}

/**
 * Takes back the last change: a digit, a mark or a colour, an erase, the
 * candidates filled, a hint applied, Solve or Clear entries.
 */
export function undo() {
  const last = state.history.pop();
  if (!last) {
    say("Nothing to undo.");
    return;
  }
  Object.assign(state, last);
  say("");
  changedNow(-1);
}

// The bits of digit `d`.
const bit = (d) => 1 << (d - 1);

/**
 * Digit `d` (1-9) in the selected cell as the mode says: the cell's digit,
 * a centre or corner mark toggled, or a colour toggled; 0 erases the
 * digit, else the marks (or the colour, colouring). A given stays.
 */
export function enter(d) {
  if (timer.paused) return;
  const i = state.selected;
  const how = mode();
  if (d > 0 && how !== "colour") state.digit = d;
  if (how === "colour") {
    const colour = d === 0 || state.colours[i] === d ? 0 : d;
    if (colour === state.colours[i]) return;
    remember();
    state.colours[i] = colour;
    changedNow(i);
    return;
  }
  if (state.givens[i]) {
    draw();
    return;
  }
  const before = [state.entries[i], state.marks[i], state.corner[i]];
  let [entry, marks, corner] = before;
  if (d === 0) {
    if (entry) entry = 0;
    else [marks, corner] = [0, 0];
  } else if (how === "centre") {
    if (!entry) marks ^= bit(d);
  } else if (how === "corner") {
    if (!entry) corner ^= bit(d);
  } else {
    entry = d;
  }
  // Nothing changed (the same digit again, an empty cell erased): nothing
  // for Undo to take back.
  if (entry === before[0] && marks === before[1] && corner === before[2]) {
    draw();
    return;
  }
  remember();
  [state.entries[i], state.marks[i], state.corner[i]] = [entry, marks, corner];
  if (entry && entry !== before[0] && options.autoremove.checked) {
    for (const p of peers(i)) {
      state.marks[p] &= ~bit(entry);
      state.corner[p] &= ~bit(entry);
    }
  }
  changedNow(i);
}

/** Every empty cell's centre marks: the digits its houses do not hold yet. */
export function fillCandidates() {
  remember();
  for (let i = 0; i < 81; i++) state.marks[i] = value(i) ? 0 : candidates(i);
  say("Candidates filled in: each empty cell's centre marks are the digits its row, column and box lack.");
  changedNow(-1);
}

/** Takes every entry, mark and colour out (one Undo brings them back). */
export function clearEntries() {
  remember();
  state.entries.fill(0);
  state.marks.fill(0);
  state.corner.fill(0);
  state.colours.fill(0);
  state.wrong.clear();
  changedNow(-1);
}

/** Selects cell `i`; its digit is the one lit everywhere. */
export function select(i) {
  state.selected = i;
  if (value(i)) state.digit = value(i);
  draw();
}

const MODE_KEYS = { z: "normal", x: "corner", c: "centre", v: "colour" };

// Keys work on the grid wherever the focus is, but in a field that takes
// typing (a box or a radio button, once clicked, does not); a button or
// a panel's heading keeps Space and Enter.
document.addEventListener("keydown", (event) => {
  const field = event.target;
  if (["TEXTAREA", "SELECT"].includes(field.tagName) ||
      (field.tagName === "INPUT" && !["checkbox", "radio"].includes(field.type))) {
    return;
  }
  const key = event.key;
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  const moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
  if (key === " " && plain && !["BUTTON", "SUMMARY", "INPUT"].includes(field.tagName)) {
    event.preventDefault();
    togglePause();
  } else if (timer.paused) {
    return;
  } else if (key in moves && field.type !== "radio") {
    event.preventDefault();
    select((state.selected + moves[key] + 81) % 81);
  } else if (/^[1-9]$/.test(key) && plain) {
    enter(Number(key));
  } else if (["Backspace", "Delete", "0"].includes(key) && plain) {
    enter(0);
  } else if ((event.ctrlKey || event.metaKey) && (key === "z" || key === "Z")) {
    event.preventDefault();
    undo();
  } else if (plain && key.toLowerCase() in MODE_KEYS) {
    setMode(MODE_KEYS[key.toLowerCase()]);
  } else if (plain && (key === "p" || key === "P")) {
    setMode(mode() === "centre" ? "normal" : "centre");
  } else if (plain && (key === "f" || key === "F")) {
    fillCandidates();
  }
});

// The pad under the grid: the digits and erase, for a touch screen or a
// mouse.
for (const button of pad.querySelectorAll("button")) {
  button.addEventListener("click", () => enter(Number(button.dataset.digit)));
}

cells.forEach((cell, i) => cell.addEventListener("click", () => {
  board.focus();
  select(i);
}));
