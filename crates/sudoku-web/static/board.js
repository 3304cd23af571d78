// The classic grid on the page: what the player has put in it, and how it
// is drawn (digits, centre and corner marks, colours, and what a step, a
// check or the selection lights).

/** The player's grid and the page's view of it. */
export const state = {
  givens: new Array(81).fill(0),
  entries: new Array(81).fill(0),
  marks: new Array(81).fill(0), // centre marks (the candidates): bit d-1 for digit d
  corner: new Array(81).fill(0), // corner marks, the same way
  colours: new Array(81).fill(0), // 0, or a colour 1-9
  wrong: new Set(), // entries marked wrong (after Check, or as typed)
  solution: null, // the solution of the givens, once the server gave it
  solutionFor: null, // the givens it solves
  finished: false, // the grid full and right (or solved by the button)
  selected: 0,
  digit: 0, // the digit lit everywhere: the selected cell's, or the last entered
  hint: null, // {step, stage}
  explanation: null,
  history: [], // the grid before each change, for Undo
};

/** The colours a cell can take, by number (1-9), as said to assistive technology. */
export const COLOURS = ["", "grey", "red", "orange", "yellow", "green", "teal", "blue", "purple", "pink"];

export const board = document.getElementById("board");

// Nine rows of nine cells, as a grid's rows for assistive technology (the
// rows take no box of their own: the cells lay out in the board's grid).
export const cells = [];
for (let r = 0; r < 9; r++) {
  const row = document.createElement("div");
  row.className = "row";
  row.setAttribute("role", "row");
  for (let c = 0; c < 9; c++) {
    const cell = document.createElement("div");
    cell.className = "cell";
    cell.id = `cell-${9 * r + c}`;
    cell.setAttribute("role", "gridcell");
    cell.dataset.index = 9 * r + c;
    row.appendChild(cell);
    cells.push(cell);
  }
  board.appendChild(row);
}

// The chains of the step shown, drawn over the grid: 100 units a cell,
// each node at its digit's place among the centre marks.
const SVG = "http://www.w3.org/2000/svg";
const overlay = document.createElementNS(SVG, "svg");
overlay.id = "chains";
overlay.setAttribute("viewBox", "0 0 900 900");
overlay.setAttribute("preserveAspectRatio", "none");
overlay.setAttribute("aria-hidden", "true");
board.appendChild(overlay);

/** What a cell holds: its given or entry, 0 for none. */
export function value(i) {
  return state.givens[i] || state.entries[i];
}

/** The grid of `puzzleLine` (81 characters), nothing entered, marked or coloured. */
export function setGrid(puzzleLine) {
  state.givens = Array.from(puzzleLine, (c) => (c >= "1" && c <= "9" ? Number(c) : 0));
  for (const list of [state.entries, state.marks, state.corner, state.colours]) list.fill(0);
  state.wrong.clear();
  state.hint = null;
}

/** The grid as 81 characters: the givens, and with `withEntries` the entries too. */
export function line(withEntries) {
  return Array.from({ length: 81 }, (_, i) => (withEntries ? value(i) : state.givens[i]) || ".").join("");
}

/** The entries alone as 81 characters, `.` elsewhere. */
export function entriesLine() {
  return state.entries.map((d, i) => (d && !state.givens[i] ? d : ".")).join("");
}

/** The index of a cell named `r3c4` (the start of a longer name too), or -1. */
export function cellIndex(name) {
  const m = /^r(\d)c(\d)/.exec(name);
  return m ? (m[1] - 1) * 9 + (m[2] - 1) : -1;
}

/** A cell's name, `r3c4`. */
export function cellName(i) {
  return `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
}

/** The 20 cells that share a row, a column or a box with cell `i`. */
export function peers(i) {
  const [r, c] = [Math.floor(i / 9), i % 9];
  const [br, bc] = [r - (r % 3), c - (c % 3)];
  const seen = new Set();
  for (let k = 0; k < 9; k++) {
    seen.add(r * 9 + k);
    seen.add(k * 9 + c);
    seen.add((br + Math.floor(k / 3)) * 9 + bc + (k % 3));
  }
  seen.delete(i);
  return [...seen];
}

/** The digits no peer of cell `i` holds, as a bit set. */
export function candidates(i) {
  let bits = 0x1ff;
  for (const p of peers(i)) if (value(p)) bits &= ~(1 << (value(p) - 1));
  return bits;
}

/** Whether every cell holds a digit. */
export function full() {
  return state.givens.every((g, i) => g || state.entries[i]);
}

/** The cells that hold the same digit as another cell of a house. */
export function clashes() {
  const found = new Set();
  for (let i = 0; i < 81; i++) {
    if (value(i) && peers(i).some((p) => value(p) === value(i))) found.add(i);
  }
  return [...found];
}

// Where a chain's node sits: its digit's place among the centre marks of
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

// The centre marks of cell `i` at their digits' places (as on a keypad),
// with what a step eliminates struck out; what they say, in words.
function centreMarks(i, eliminated) {
  const marks = document.createElement("div");
  marks.className = "marks";
  marks.setAttribute("aria-hidden", "true");
  const said = [];
  for (let d = 1; d <= 9; d++) {
    const span = document.createElement("span");
    const shown = state.marks[i] & (1 << (d - 1));
    const gone = eliminated && eliminated.includes(d);
    if (shown || gone) {
      span.textContent = d;
      said.push(gone ? `${d} eliminated` : `${d}`);
      if (d === state.digit) span.classList.add("same");
    }
    if (gone) span.classList.add("eliminated");
    // Apart as they are seen: white space between the marks, which the
    // grid of marks does not lay out.
    if (d > 1) marks.append(" ");
    marks.appendChild(span);
  }
  return [marks, said];
}

// The corner marks of cell `i`, in the corners in SudokuPad's order.
function cornerMarks(i) {
  const marks = document.createElement("div");
  marks.className = "corner";
  marks.setAttribute("aria-hidden", "true");
  const said = [];
  for (let d = 1; d <= 9; d++) {
    if (!(state.corner[i] & (1 << (d - 1)))) continue;
    // Drawn by the style sheet: the cell's name says both kinds of marks
    // ("centre marks 7, corner marks 2 8"), which the text of the two
    // side by side ("7 2 8") would not match.
    const span = document.createElement("span");
    span.dataset.d = d;
    span.className = `at${said.length}`;
    if (d === state.digit) span.classList.add("same");
    marks.appendChild(span);
    said.push(`${d}`);
  }
  return [marks, said];
}

const drawn = [];

/** Runs `listener` after each drawing (to keep the grid, to see it finished). */
export function afterDraw(listener) {
  drawn.push(listener);
}

/**
 * Draws the grid: `highlight` (cells a step or hint names), `conflicts`
 * (cells that clash), `eliminated` (for each cell, digits struck out
 * among its marks) and `chains` (drawn over the grid).
 */
export function draw(highlight = [], conflicts = [], eliminated = {}, chains = []) {
  drawChains(chains);
  const chosen = state.selected;
  const near = new Set(peers(chosen));
  for (let i = 0; i < 81; i++) {
    const cell = cells[i];
    cell.className = "cell";
    cell.replaceChildren();
    // What the cell says to assistive technology, after its name.
    let content = value(i) || "empty";
    if (value(i)) {
      cell.classList.add(state.givens[i] ? "given" : "entry");
      cell.textContent = value(i);
      if (value(i) === state.digit) cell.classList.add("same");
    } else {
      const words = [];
      if (state.marks[i] || eliminated[i]) {
        const [marks, said] = centreMarks(i, eliminated[i]);
        cell.appendChild(marks);
        words.push(`centre marks ${said.join(" ")}`);
      }
      if (state.corner[i]) {
        const [marks, said] = cornerMarks(i);
        cell.appendChild(marks);
        words.push(`corner marks ${said.join(" ")}`);
      }
      if (words.length > 0) content = words.join(", ");
    }
    if (state.colours[i]) {
      cell.classList.add(`colour${state.colours[i]}`);
      content += `, coloured ${COLOURS[state.colours[i]]}`;
    }
    if (i === chosen) cell.classList.add("selected");
    else if (near.has(i)) cell.classList.add("peer");
    cell.setAttribute("aria-selected", String(i === chosen));
    // What the colours say, said in words too; a wrong entry last.
    if (highlight.includes(i)) {
      cell.classList.add("highlight");
      content += ", highlighted";
    }
    if (conflicts.includes(i)) {
      cell.classList.add("conflict");
      content += ", clashes";
    }
    if (state.wrong.has(i) && state.entries[i] && !state.givens[i]) {
      cell.classList.add("wrong");
      content += ", wrong";
    }
    cell.setAttribute("aria-label", `${cellName(i)} ${content}`);
  }
  // The board keeps the focus; the selected cell is the one it points to.
  board.setAttribute("aria-activedescendant", cells[chosen].id);
  for (const listener of drawn) listener();
}
