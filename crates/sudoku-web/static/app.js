// The page: a grid to type or paste into, and buttons that ask the API.
// Everything the page knows of Sudoku comes from the server: it reads
// formats, checks, solves, hints, explains and rates; the page only draws.
"use strict";

const board = document.getElementById("board");
const status = document.getElementById("status");
const steps = document.getElementById("steps");
const state = {
  givens: new Array(81).fill(0),
  entries: new Array(81).fill(0),
  marks: new Array(81).fill(0), // bit d-1 for digit d
  selected: 0,
  hint: null, // {step, stage}
  explanation: null,
  history: [], // the entries and marks before each change, for Undo
};

// Nine rows of nine cells, as a grid's rows for assistive technology (the
// rows take no box of their own: the cells lay out in the board's grid).
const cells = [];
for (let r = 0; r < 9; r++) {
  const row = document.createElement("div");
  row.className = "row";
  row.setAttribute("role", "row");
  for (let c = 0; c < 9; c++) {
    const i = 9 * r + c;
    const cell = document.createElement("div");
    cell.className = "cell";
    cell.id = `cell-${i}`;
    cell.setAttribute("role", "gridcell");
    cell.dataset.index = i;
    cell.addEventListener("click", () => select(i));
    row.appendChild(cell);
    cells.push(cell);
  }
  board.appendChild(row);
}

// The chains of the step shown, drawn over the grid: 100 units a cell,
// each node at its digit's place among the pencil marks.
const SVG = "http://www.w3.org/2000/svg";
const overlay = document.createElementNS(SVG, "svg");
overlay.id = "chains";
overlay.setAttribute("viewBox", "0 0 900 900");
overlay.setAttribute("preserveAspectRatio", "none");
overlay.setAttribute("aria-hidden", "true");
board.appendChild(overlay);

function say(text, error) {
  status.textContent = text;
  status.classList.toggle("error", Boolean(error));
}

function value(i) {
  return state.givens[i] || state.entries[i];
}

function line(withEntries) {
  return Array.from({ length: 81 }, (_, i) => (withEntries ? value(i) : state.givens[i]) || ".").join("");
}

function cellIndex(name) {
  const m = /^r(\d)c(\d)/.exec(name);
  return m ? (m[1] - 1) * 9 + (m[2] - 1) : -1;
}

// Where a chain's node sits: its digit's place among the pencil marks of
// its cell (the middle of its cells', for a group).
function nodePoint(node) {
  const d = node.digit - 1;
  const points = node.cells.map(cellIndex).map((i) => [
    (i % 9) * 100 + ((d % 3) + 0.5) * (100 / 3),
    Math.floor(i / 9) * 100 + (Math.floor(d / 3) + 0.5) * (100 / 3),
  ]);
  const mean = (k) => points.reduce((sum, p) => sum + p[k], 0) / points.length;
  return [mean(0), mean(1)];
}

// Each link of `chains` as a line: solid for a strong link, dashed for a
// weak one.
function drawChains(chains) {
  overlay.replaceChildren();
  for (const chain of chains) {
    for (let k = 0; k + 1 < chain.nodes.length; k++) {
      const [x1, y1] = nodePoint(chain.nodes[k]);
      const [x2, y2] = nodePoint(chain.nodes[k + 1]);
      const link = document.createElementNS(SVG, "line");
      for (const [name, v] of Object.entries({ x1, y1, x2, y2 })) link.setAttribute(name, v.toFixed(1));
      link.setAttribute("class", chain.strong[k] ? "strong" : "weak");
      overlay.appendChild(link);
    }
  }
}

function draw(highlight = [], conflicts = [], eliminated = {}, chains = []) {
  drawChains(chains);
  for (let i = 0; i < 81; i++) {
    const cell = cells[i];
    cell.className = "cell";
    cell.textContent = "";
    // What the cell says to assistive technology, after its name.
    let content = value(i) || "empty";
    if (state.givens[i]) {
      cell.classList.add("given");
      cell.textContent = state.givens[i];
    } else if (state.entries[i]) {
      cell.classList.add("entry");
      cell.textContent = state.entries[i];
    } else if (state.marks[i] || eliminated[i]) {
      const marks = document.createElement("div");
      marks.className = "marks";
      // The cell's label says the marks, as words.
      marks.setAttribute("aria-hidden", "true");
      const said = [];
      for (let d = 1; d <= 9; d++) {
        const span = document.createElement("span");
        const shown = state.marks[i] & (1 << (d - 1));
        const gone = eliminated[i] && eliminated[i].includes(d);
        if (shown || gone) {
          span.textContent = d;
          said.push(gone ? `${d} eliminated` : `${d}`);
        }
        if (gone) span.className = "eliminated";
        // Apart as they are seen: white space between the marks, which
        // the grid of marks does not lay out.
        if (d > 1) marks.append(" ");
        marks.appendChild(span);
      }
      cell.appendChild(marks);
      content = `pencil marks ${said.join(" ")}`;
    }
    if (i === state.selected) cell.classList.add("selected");
    cell.setAttribute("aria-selected", String(i === state.selected));
    // What the colours say, said in words too.
    if (highlight.includes(i)) {
      cell.classList.add("highlight");
      content += ", highlighted";
    }
    if (conflicts.includes(i)) {
      cell.classList.add("conflict");
      content += ", clashes";
    }
    cell.setAttribute("aria-label", `r${Math.floor(i / 9) + 1}c${(i % 9) + 1} ${content}`);
  }
  // The board keeps the focus; the selected cell is the one it points to.
  board.setAttribute("aria-activedescendant", cells[state.selected].id);
  save();
}

function select(i) {
  state.selected = i;
  board.focus();
  draw();
}

// The grid of `puzzleLine`, nothing entered.
function setGrid(puzzleLine) {
  state.givens = Array.from(puzzleLine, (c) => (c >= "1" && c <= "9" ? Number(c) : 0));
  state.entries.fill(0);
  state.marks.fill(0);
  state.hint = null;
}

// A new puzzle: its grid, and no explanation.
function load(puzzleLine) {
  setGrid(puzzleLine);
  state.history = [];
  state.explanation = null;
  steps.innerHTML = "";
  draw();
}

async function api(endpoint, body, query = "") {
  const response = await fetch(`/api/${endpoint}${query}`, {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error);
  return answer;
}

async function run(action) {
  try {
    await action();
  } catch (err) {
    say(err.message, true);
  }
}

async function loadText(text) {
  // A variant (another size, other rules) is variant.js's to play.
  const figure = await api("figure", text);
  if (!figure.classic) {
    window.variantPlay.start(text, figure);
    return;
  }
  window.variantPlay.stop();
  const converted = await api("convert", text, "?to=line");
  load(converted.text.trim());
  say("Puzzle loaded.");
}

// Keeps the entries and marks as they are, for Undo to bring back.
function remember() {
  state.history.push({ entries: [...state.entries], marks: [...state.marks] });
  if (state.history.length > 500) state.history.shift();
}

// Takes back the last change to the entries and marks: a digit or a mark,
// an erase, a hint applied, Solve or Clear entries.
function undo() {
  const last = state.history.pop();
  if (!last) {
    say("Nothing to undo.");
    return;
  }
  state.entries = last.entries;
  state.marks = last.marks;
  state.hint = null;
  say("");
  draw();
}

// Digit `d` (1-9) in the selected cell, or a pencil mark toggled; 0
// erases the cell. A given stays.
function enter(d) {
  const i = state.selected;
  if (state.givens[i]) return;
  let [entry, marks] = [state.entries[i], state.marks[i]];
  if (d === 0) {
    [entry, marks] = [0, 0];
  } else if (document.getElementById("pencil").checked) {
    marks ^= 1 << (d - 1);
  } else {
    entry = d;
  }
  // Nothing changed (the same digit again, an empty cell erased): nothing
  // for Undo to take back.
  if (entry === state.entries[i] && marks === state.marks[i]) return;
  remember();
  [state.entries[i], state.marks[i]] = [entry, marks];
  state.hint = null;
  draw();
}

// Keys work on the grid wherever the focus is, but in a field that takes
// typing (the pencil-mark box, once clicked, does not).
document.addEventListener("keydown", (event) => {
  const field = event.target;
  if (["TEXTAREA", "SELECT"].includes(field.tagName) || (field.tagName === "INPUT" && field.type !== "checkbox")) {
    return;
  }
  const i = state.selected;
  const moves = { ArrowUp: -9, ArrowDown: 9, ArrowLeft: -1, ArrowRight: 1 };
  if (event.key in moves) {
    event.preventDefault();
    state.selected = (i + moves[event.key] + 81) % 81;
  } else if (/^[1-9]$/.test(event.key)) {
    enter(Number(event.key));
    return;
  } else if (["Backspace", "Delete", "0"].includes(event.key)) {
    enter(0);
    return;
  } else if ((event.ctrlKey || event.metaKey) && (event.key === "z" || event.key === "Z")) {
    event.preventDefault();
    undo();
    return;
  } else if (event.key === "p" || event.key === "P") {
    const pencil = document.getElementById("pencil");
    pencil.checked = !pencil.checked;
  } else {
    return;
  }
  state.hint = null;
  draw();
});

// The pad under the grid: the digits and erase, for a touch screen or a
// mouse.
for (const button of document.querySelectorAll("#pad button")) {
  button.addEventListener("click", () => enter(Number(button.dataset.digit)));
}

document.getElementById("undo").addEventListener("click", undo);

document.addEventListener("paste", (event) => {
  if (event.target.tagName === "TEXTAREA" || event.target.tagName === "INPUT") return;
  event.preventDefault();
  run(() => loadText(event.clipboardData.getData("text")));
});

document.getElementById("load-button").addEventListener("click", () =>
  run(() => loadText(document.getElementById("input").value)));

document.getElementById("clear").addEventListener("click", () => {
  remember();
  state.entries.fill(0);
  state.marks.fill(0);
  draw();
});

document.getElementById("check").addEventListener("click", () => run(async () => {
  const verdict = await api("check", line(true));
  const conflicts = verdict.conflicts.flatMap((c) => c.cells.map(cellIndex));
  const solutions = { unique: "one solution", multiple: "several solutions", none: "no solution" }[verdict.solutions];
  const clash = verdict.conflicts.map((c) => `${c.cells.join(" and ")} both hold ${c.digit}`).join("; ");
  say(`${verdict.givens} digits, ${solutions}${clash ? ": " + clash : ""}.`, verdict.solutions !== "unique");
  draw([], conflicts);
}));

document.getElementById("solve").addEventListener("click", () => run(async () => {
  const answer = await api("solve", line(false));
  if (answer.error) throw new Error(answer.error);
  const solution = answer.solution.flat();
  remember();
  for (let i = 0; i < 81; i++) if (!state.givens[i]) state.entries[i] = solution[i];
  state.marks.fill(0);
  say(answer.solutions === "unique" ? "Solved." : "Solved: one of several solutions (the smallest).");
  draw();
}));

// A node of a net (`r1c8=7`, `r1c2<>7`) as a chain's node, and whether
// it is taken true.
function netNode(candidate) {
  const [cell, digit] = candidate.split(/=|<>/);
  return [{ cells: [cell], digit: Number(digit) }, candidate.includes("=")];
}

// The indices of a step's nets that show a refutation nested in another
// (named by a node's `refuted_by`).
function refutingNets(step) {
  const nodes = (step.nets || []).flatMap((net) => net.nodes);
  return new Set(nodes.filter((node) => node.refuted_by !== undefined).map((node) => node.refuted_by));
}

// What a step draws: its chains, and each link of its nets (HoDoKu's
// forcing nets, SE's Nishio and dynamic chains) as a chain of two nodes,
// strong where a candidate taken false makes the next one true; with
// `only`, that net's links alone.
function proofChains(step, only) {
  // The nets of nested refutations are drawn one at a time, when their
  // line is clicked: drawn over the step's own net they would hide it.
  const refuting = refutingNets(step);
  const drawn = (step.nets || []).filter((_, i) => (only === undefined ? !refuting.has(i) : i === only));
  const links = drawn.flatMap((net) => net.nodes.flatMap((node) => node.from.map((k) => {
    const [from, on] = netNode(net.nodes[k].candidate);
    return { nodes: [from, netNode(node.candidate)[0]], strong: [!on] };
  })));
  return only === undefined ? [...step.chains, ...links] : links;
}

// The cells of every node of a step's chains and nets.
function chainCells(step) {
  return proofChains(step).flatMap((chain) => chain.nodes.flatMap((node) => node.cells));
}

// The cells a step names: its pattern, what it places or eliminates, and
// every node of its chains.
function stepCells(step) {
  const named = [...step.cells, ...step.placements, ...step.eliminations, ...chainCells(step)].map(cellIndex);
  return named.filter((i) => i >= 0);
}

// The cells of a house named `r3`, `c5` or `b7`.
function houseCells(name) {
  const k = Number(name[1]) - 1;
  return Array.from({ length: 9 }, (_, j) => {
    if (name[0] === "r") return k * 9 + j;
    if (name[0] === "c") return j * 9 + k;
    return (Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3);
  });
}

// Where a hint says to look, without giving away what follows: the
// pattern's cells, houses and chains; only when it names none (a naked
// single), the cells of the step itself.
function placeCells(step) {
  const named = [...step.cells, ...(step.fins || []), ...chainCells(step)].map(cellIndex);
  const cells = [...named, ...step.houses.flatMap(houseCells)].filter((i) => i >= 0);
  return cells.length > 0 ? [...new Set(cells)] : stepCells(step);
}

function apply(step) {
  for (const p of step.placements) {
    const i = cellIndex(p);
    state.entries[i] = Number(p.split("=")[1]);
    state.marks[i] = 0;
  }
  for (const e of step.eliminations) {
    const i = cellIndex(e);
    state.marks[i] &= ~(1 << (Number(e.split("<>")[1]) - 1));
  }
}

// Whose steps the hints and explanations follow: HoDoKu's, or Sudoku
// Explainer's (each step rated).
function scaleQuery() {
  const path = document.getElementById("scale").value;
  return { se: "?scale=se", "hodoku-no-guess": "?guess=false" }[path] || "";
}

// A hint under way follows the path it came from; the next one, the path
// chosen now.
document.getElementById("scale").addEventListener("change", () => {
  state.hint = null;
});

document.getElementById("hint").addEventListener("click", () => run(async () => {
  if (!state.hint) {
    const answer = await api("hint", line(true), scaleQuery());
    if (!answer.step) {
      say("No step: the grid is full.");
      return;
    }
    state.hint = { step: answer.step, stage: 0 };
  }
  const { step } = state.hint;
  state.hint.stage += 1;
  if (state.hint.stage === 1) {
    say(`Try: ${step.technique}.`);
    draw();
  } else if (state.hint.stage === 2) {
    say(`${step.technique}: look at the highlighted cells.`);
    draw(placeCells(step));
  } else {
    remember();
    apply(step);
    say(step.text);
    state.hint = null;
    draw([], [], eliminatedBy(step), proofChains(step));
  }
}));

// What a step eliminates: for each cell, its digits (drawn struck out
// among the marks).
function eliminatedBy(step) {
  const gone = {};
  for (const e of step.eliminations) {
    const i = cellIndex(e);
    (gone[i] ||= []).push(Number(e.split("<>")[1]));
  }
  return gone;
}

// A step's chains and nets, as its text lists them after its outcome.
function stepProofs(step) {
  return [...step.chains, ...(step.nets || [])].map((proof) => proof.text);
}

// A step's text up to its outcome, without the chains and nets after it
// (which the list shows each on a line of its own).
function stepHead(step) {
  const proofs = stepProofs(step);
  const tail = ": " + proofs.join("; ");
  return proofs.length > 0 && step.text.endsWith(tail) ? step.text.slice(0, -tail.length) : step.text;
}

// The grid before step `upTo` is applied, then the step: its cells lit,
// what it eliminates struck out, and its proof drawn (or its net number
// `net` alone).
function showExplanation(upTo, net) {
  const { puzzle, list } = state.explanation;
  // What was entered before can be had back with Undo.
  remember();
  setGrid(puzzle);
  for (let k = 0; k <= upTo; k++) apply(list[k]);
  steps.querySelectorAll("li").forEach((li, k) => li.classList.toggle("current", k === upTo));
  draw(stepCells(list[upTo]), [], eliminatedBy(list[upTo]), proofChains(list[upTo], net));
  // Its chains and nets are listed under the step, and drawn.
  say(stepHead(list[upTo]));
}

document.getElementById("explain").addEventListener("click", () => run(async () => {
  const puzzle = line(false);
  const se = document.getElementById("scale").value === "se";
  const explained = await api("explain", puzzle, scaleQuery());
  state.explanation = { puzzle, list: explained.steps };
  steps.innerHTML = "";
  explained.steps.forEach((step, k) => {
    const li = document.createElement("li");
    // A forcing chain's text (and an SE cycle's) ends with its chains
    // (`=> r6c2<>9: 9r6c2 - 1r6c2; ...`), an SE dynamic chain's with its
    // nets: the conclusion on the line, each chain or net on its own.
    const proofs = stepProofs(step);
    // Nets that name one another (a nested forcing net's) are numbered.
    const refuting = refutingNets(step);
    const numbered = refuting.size > 0;
    const head = stepHead(step);
    const listed = head !== step.text;
    // A button, so that the keyboard reaches the step too (the whole
    // line takes a click).
    const button = document.createElement("button");
    button.type = "button";
    button.className = "step";
    button.textContent = head;
    li.appendChild(button);
    // The nets of nested refutations (up to dozens, each a long line) are
    // folded away under one line that says how many there are.
    let folded = null;
    if (listed && refuting.size > 0) {
      folded = document.createElement("details");
      folded.className = "refutations";
      const summary = document.createElement("summary");
      const count = refuting.size;
      summary.textContent = `${count} refutation${count === 1 ? "" : "s"}, each in a net of its own`;
      folded.appendChild(summary);
      folded.addEventListener("click", (event) => event.stopPropagation());
    }
    if (listed) {
      proofs.forEach((proof, i) => {
        // A numbered net's line draws that net alone: a button, for the
        // keyboard.
        const net = i - step.chains.length;
        const alone = numbered && net >= 0;
        const line = document.createElement(alone ? "button" : "div");
        if (alone) line.type = "button";
        line.className = "chain";
        line.textContent = proof;
        if (alone) {
          line.addEventListener("click", (event) => {
            event.stopPropagation();
            showExplanation(k, net);
          });
        }
        (folded && refuting.has(net) ? folded : li).appendChild(line);
      });
      if (folded) li.appendChild(folded);
    }
    li.addEventListener("click", () => showExplanation(k));
    steps.appendChild(li);
  });
  const rating = se ? `SE ${explained.er}/${explained.ep}/${explained.ed}` : `${explained.level} (${explained.score})`;
  say(`${explained.steps.length} steps, ${rating}; click a step to see the grid there.`);
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
  const puzzle = made.puzzles[0].puzzle.flat().map((v) => v || ".").join("");
  load(puzzle);
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

// The grid as it stands is kept in the browser, so that a reload or a
// tab closed by mistake brings it back.
const SAVED = "sudoku-grid";

function save() {
  try {
    localStorage.setItem(SAVED, JSON.stringify({ givens: state.givens, entries: state.entries, marks: state.marks }));
  } catch {
    // Storage switched off: nothing is kept.
  }
}

// The grid kept by `save`, if there is a sound one.
function restore() {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED) || "null");
    const sound = (list, most) => Array.isArray(list) && list.length === 81 &&
      list.every((v) => Number.isInteger(v) && v >= 0 && v <= most);
    if (!saved || !sound(saved.givens, 9) || !sound(saved.entries, 9) || !sound(saved.marks, 511)) return false;
    state.givens = saved.givens;
    state.entries = saved.entries;
    state.marks = saved.marks;
    return saved.givens.some((v) => v > 0) || saved.entries.some((v) => v > 0);
  } catch {
    return false;
  }
}

if (restore()) say("Your grid is back as you left it.");
draw();
