// The page: a grid to play on, type or paste into, and buttons that ask
// the API. This file ties the parts together: the grid (board.js), play
// (play.js), the time (timer.js), the puzzle under way (game.js), hints and
// explanations (steps.js), the address (share.js) and the grid kept in the
// browser (store.js).

import { api, run, say } from "./api.js";
import { afterDraw, cellName, clashes, draw, full, line, state } from "./board.js";
import { clashText, load, loadText, setAddress, solution, solvedByButton, wrongEntries } from "./game.js";
import { clearEntries, fillCandidates, notify, remember, setMode, undo } from "./play.js";
import { addressParts, daily, openAddress } from "./share.js";
import "./steps.js";
import { options, restore, save } from "./store.js";
import { start, stop, togglePause } from "./timer.js";

afterDraw(save);
for (const box of Object.values(options)) box.addEventListener("change", () => draw());

document.getElementById("undo").addEventListener("click", undo);
document.getElementById("fill").addEventListener("click", fillCandidates);
document.getElementById("clear").addEventListener("click", clearEntries);
document.getElementById("pause").addEventListener("click", togglePause);

document.addEventListener("paste", (event) => {
  if (event.target.tagName === "TEXTAREA" || event.target.tagName === "INPUT") return;
  event.preventDefault();
  run(() => loadText(event.clipboardData.getData("text")));
});

document.getElementById("load-button").addEventListener("click", () =>
  run(() => loadText(document.getElementById("input").value)));

// Check: with the puzzle's one solution, the entries it does not have are
// marked wrong; clashes are marked too; a puzzle without exactly one
// solution is checked as it stands (how many solutions the grid has).
document.getElementById("check").addEventListener("click", () => run(async () => {
  // Asked of the server only once a puzzle: a known solution serves
  // with the server gone.
  const solved = await solution();
  const clash = clashText();
  const conflicts = clashes();
  const clashSaid = clash ? ` Clashes: ${clash}.` : "";
  if (!solved) {
    const verdict = await api("check", line(true));
    const solutions = { unique: "one solution", multiple: "several solutions", none: "no solution" }[verdict.solutions];
    say(`${verdict.givens} digits, ${solutions}.${clashSaid}`, verdict.solutions !== "unique");
    draw([], conflicts);
    return;
  }
  const wrong = wrongEntries();
  state.wrong = new Set(wrong);
  const entered = state.entries.filter((d, i) => d && !state.givens[i]).length;
  if (wrong.length > 0) {
    say(`${wrong.length} of ${entered} entries wrong: ${wrong.map(cellName).join(", ")}.${clashSaid}`, true);
  } else {
    say(full() ? "Solved: every digit is right." : `All ${entered} entries are right so far.${clashSaid}`, Boolean(clash));
  }
  draw([], conflicts);
}));

document.getElementById("solve").addEventListener("click", () => run(async () => {
  const answer = await api("solve", line(false));
  if (answer.error) throw new Error(answer.error);
  const solved = answer.solution.flat();
  remember();
  for (let i = 0; i < 81; i++) if (!state.givens[i]) state.entries[i] = solved[i];
  state.marks.fill(0);
  state.corner.fill(0);
  state.wrong.clear();
  solvedByButton();
  say(answer.solutions === "unique" ? "Solved." : "Solved: one of several solutions (the smallest).");
  draw();
}));

document.getElementById("rate").addEventListener("click", () => run(async () => {
  const rated = await api("rate", line(false));
  say(`Sudoku Explainer ${rated.se.er}/${rated.se.ep}/${rated.se.ed}; HoDoKu ${rated.hodoku.level} (${rated.hodoku.score}); hardest: ${rated.se.hardest}.`);
}));

document.getElementById("generate").addEventListener("click", () => run(async () => {
  const seed = document.getElementById("seed").value;
  const symmetry = document.getElementById("symmetry").value;
  const difficulty = document.getElementById("difficulty").value;
  const rating = document.getElementById("rating").value.trim();
  const query = `?count=1&symmetry=${encodeURIComponent(symmetry)}` +
    (seed ? `&seed=${encodeURIComponent(seed)}` : "") +
    (difficulty ? `&difficulty=${encodeURIComponent(difficulty)}` : "") +
    (rating ? `&rating=${encodeURIComponent(rating)}` : "");
  const made = await api("generate", "", query);
  load(made.puzzles[0].puzzle.flat().map((v) => v || ".").join(""));
  say(`New puzzle, seed ${made.seed}${difficulty ? ", " + difficulty : ""}${rating ? ", SE " + rating : ""}.`);
}));

document.querySelectorAll("[data-copy]").forEach((button) =>
  button.addEventListener("click", () => run(async () => {
    const converted = await api("convert", line(false), `?to=${button.dataset.copy}`);
    const output = document.getElementById("output");
    output.value = converted.text;
    if (navigator.clipboard) await navigator.clipboard.writeText(converted.text).catch(() => {});
    say(`Copied as ${button.dataset.copy}.`);
  })));

// The grid kept in the browser comes back; an address naming another
// puzzle (a link opened) wins over it; on a first visit, today's puzzle.
const kept = restore();
if (kept) {
  options.mistakes.checked = Boolean(kept.options.mistakes);
  options.autoremove.checked = kept.options.autoremove !== false;
}
setMode("normal");
const address = addressParts();
if (address.p && !(kept && address.p === line(false) && !address.e)) {
  run(() => openAddress(address));
} else if (kept) {
  setAddress(line(false));
  start(kept.elapsed);
  if (!kept.running) {
    stop();
    state.finished = full();
  }
  solution().then(() => notify(-1)).catch(() => {}).finally(() => draw());
  say("Your grid is back as you left it.");
} else {
  // A first visit: today's puzzle, to play at once.
  draw();
  run(() => daily("medium"));
}

// The page, cached by a service worker, opens with the server gone.
if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(() => {});
