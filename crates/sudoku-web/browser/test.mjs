// The page of `sudoku serve`, driven in headless Chromium: load a puzzle,
// type, check, hint, explain, solve, copy, paste, make a new one, and
// compare what the grid shows. Skips (exit 0, with a message) only when no
// Chromium is installed; `.ci/run` installs Debian's.
//
//   SUDOKU_BIN=target/debug/sudoku node crates/sudoku-web/browser/test.mjs
//
// It saves a picture of the page with a puzzle and a hint in
// target/browser/page.png (not committed), or where SCREENSHOT says
// (scripts/docs-images.sh makes docs/web-page.png so).

import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";

import { root, session, waitStatus as statusMatches } from "./harness.mjs";

const PUZZLE = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
const SOLUTION = "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
const PACKED = PUZZLE.replaceAll(".", "0").match(/.{9}/g).join("\n") + "\n";

await session("browser tests", async ({ url, chrome, test }) => {
  const page = await chrome.newPage({ viewport: { width: 1100, height: 900 } });
  const grid = () => page.$$eval(".cell", (cells) => cells.map((c) => (c.querySelector(".marks, .corner") ? "." : c.textContent || ".")).join(""));
  const statusText = () => page.textContent("#status");
  const waitStatus = (pattern) => statusMatches(page, pattern);
  // Explains `puzzle` on the path `scale` and waits for `done` in the
  // status; each step's line, then the lines of its chains and nets.
  async function explainedLines(scale, puzzle, done) {
    await page.selectOption("#scale", scale);
    await page.fill("#input", puzzle);
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    await page.click("#explain");
    await waitStatus(done);
    return page.$$eval("#steps li", (lis) =>
      lis.map((li) => [li.firstChild.textContent, ...[...li.querySelectorAll(".chain")].map((c) => c.textContent)]));
  }

  await page.goto(url);

  await test("a puzzle in any format loads, givens distinct", async () => {
    await page.fill("#input", PACKED);
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    assert.equal(await grid(), PUZZLE);
    assert.equal(await page.$$eval(".cell.given", (c) => c.length), 30);
  });

  await test("typing, keyboard navigation, and check highlights a conflict", async () => {
    await page.click(".cell >> nth=1"); // r1c2
    await page.keyboard.press("1");
    await page.click("#check");
    // A wrong entry is marked wrong, and its clash with the given too.
    await waitStatus(/^1 of 1 entries wrong: r1c2\. Clashes: r1c1 and r1c2 both hold 1\.$/);
    assert.equal(await page.getAttribute(".cell >> nth=1", "aria-label"), "r1c2 1, clashes, wrong");
    assert.deepEqual(await page.$$eval(".cell.conflict", (c) => c.map((x) => x.dataset.index)), ["0", "1"]);
    await page.keyboard.press("Backspace");
    await page.keyboard.press("ArrowRight"); // r1c3: a given, not editable
    await page.keyboard.press("7");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("6"); // r1c4 = 6, right
    assert.equal((await grid()).slice(0, 4), "1.36");
    await page.click("#check");
    await waitStatus(/^All 1 entries are right so far\.$/);
  });

  await test("centre marks show small in their cells", async () => {
    await page.click(".cell >> nth=4"); // r1c5
    await page.keyboard.press("p");
    await page.keyboard.press("2");
    await page.keyboard.press("8");
    await page.keyboard.press("p");
    const marks = await page.$eval(".cell >> nth=4", (c) => c.querySelector(".marks").textContent.replace(/\s/g, ""));
    assert.equal(marks, "28");
    await page.keyboard.press("Delete");
  });

  await test("a hint: the technique, then the cells, then the step applied", async () => {
    await page.click("#hint");
    await waitStatus(/^Try: /);
    const technique = (await statusText()).slice(5, -1);
    await page.click("#hint");
    await waitStatus(/look at the highlighted cells/);
    assert.ok((await page.$$eval(".cell.highlight", (c) => c.length)) > 0);
    const before = await grid();
    await page.click("#hint");
    await waitStatus(new RegExp(`^${technique}`));
    const after = await grid();
    const changed = [...after].filter((c, i) => c !== before[i]);
    assert.equal(changed.length, 1, `${before}\n${after}`);
    assert.ok(after.split("").every((c, i) => c === "." || c === SOLUTION[i]), after);
    const picture = process.env.SCREENSHOT || resolve(root, "target/browser/page.png");
    mkdirSync(dirname(picture), { recursive: true });
    await page.click("#hint");
    await page.click("#hint");
    await page.screenshot({ path: picture });
  });

  await test("solve fills the grid with the solution", async () => {
    await page.click("#solve");
    await waitStatus(/^Solved/);
    assert.equal(await grid(), SOLUTION);
  });

  await test("the pad enters digits and marks, and Undo takes back each change", async () => {
    // The grid is solved (the test before): Undo brings back what was
    // entered before Solve.
    await page.click("#undo");
    const entered = await grid();
    assert.ok(entered !== SOLUTION && [...entered].every((c, i) => c === "." || c === SOLUTION[i]), entered);
    const blank = [...entered].findIndex((c) => c === ".");
    await page.click(`.cell >> nth=${blank}`);
    await page.click("#pad [data-digit='4']");
    assert.equal((await grid())[blank], "4");
    // The same digit again changes nothing, and leaves nothing to undo.
    await page.click("#pad [data-digit='4']");
    await page.click("#pad [aria-label='Erase']");
    assert.equal((await grid())[blank], ".");
    await page.check("input[name=mode][value=centre]");
    await page.click("#pad [data-digit='2']");
    await page.click("#pad [data-digit='8']");
    await page.check("input[name=mode][value=normal]");
    const marks = () => page.$eval(`.cell >> nth=${blank}`, (c) => c.querySelector(".marks")?.textContent.replace(/\s/g, "") ?? "");
    assert.equal(await marks(), "28");
    await page.keyboard.press("Control+z");
    assert.equal(await marks(), "2");
    await page.click("#undo");
    await page.click("#undo");
    assert.equal((await grid())[blank], "4", "the erase is undone");
    await page.click("#undo");
    assert.equal(await grid(), entered);
    // A given stays whatever the pad says.
    await page.click(".cell >> nth=0");
    await page.click("#pad [data-digit='9']");
    assert.equal((await grid())[0], "1");
    await page.click("#clear");
    assert.equal(await grid(), PUZZLE);
    await page.click("#undo");
    assert.equal(await grid(), entered, "Clear entries is undone");
    // A new puzzle starts a new history.
    await page.fill("#input", PUZZLE);
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    await page.click("#undo");
    await waitStatus(/^Nothing to undo\.$/);
    assert.equal(await grid(), PUZZLE);
    // A reload brings the grid back as it was left: givens, entries, marks.
    await page.click(".cell >> nth=1");
    await page.click("#pad [data-digit='4']");
    await page.click(".cell >> nth=3");
    await page.check("input[name=mode][value=centre]");
    await page.click("#pad [data-digit='6']");
    await page.check("input[name=mode][value=normal]");
    const left = await grid();
    await page.reload();
    await waitStatus(/^Your grid is back as you left it\.$/);
    assert.equal(await grid(), left);
    assert.equal(await page.$eval(".cell >> nth=3", (c) => c.querySelector(".marks").textContent.replace(/\s/g, "")), "6");
    assert.equal(await page.$$eval(".cell.given", (c) => c.length), 30);
  });

  await test("the explanation steps through the grid", async () => {
    await page.fill("#input", PUZZLE);
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    await page.click("#explain");
    await waitStatus(/steps, Easy/);
    const count = await page.$$eval("#steps li", (li) => li.length);
    assert.ok(count >= 51, `${count} steps`);
    await page.click("#steps li >> nth=2");
    assert.equal(await page.$$eval("#steps li.current", (li) => li.length), 1);
    const shown = await grid();
    assert.equal([...shown].filter((c, i) => c !== PUZZLE[i]).length, 3);
  });

  await test("a step shows what it eliminates, struck out among the marks", async () => {
    const pointing = "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";
    const lines = await explainedLines("hodoku", pointing, /steps, /);
    const k = lines.findIndex((item) => item[0].startsWith("Locked Candidates Type 1 (Pointing): 2 in b3"));
    assert.ok(k >= 0, lines.map((item) => item[0]).join("\n"));
    await page.click(`#steps li >> nth=${k}`, { position: { x: 4, y: 4 } });
    const struck = await page.$$eval(".cell", (cells) => cells.flatMap((c) =>
      [...c.querySelectorAll(".eliminated")].map((span) => `${c.getAttribute("aria-label").split(" ")[0]}<>${span.textContent}`)));
    assert.deepEqual(struck, ["r4c7<>2", "r5c7<>2"]);
    assert.equal(await page.getAttribute(".cell >> nth=33", "aria-label"), "r4c7 centre marks 2 eliminated, highlighted");
    // The tests after this one go on from the first puzzle.
    await page.fill("#input", PUZZLE);
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
  });

  await test("rating, copying and pasting", async () => {
    await page.click("#rate");
    await waitStatus(/Sudoku Explainer 1.2\/1.2\/1.2; HoDoKu Easy/);
    await page.click("#copy summary");
    await page.click("[data-copy=spaced]");
    await waitStatus(/Copied as spaced/);
    assert.equal(await page.inputValue("#output"), PACKED.replace(/(\d)(?=\d)/g, "$1 "));
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData("text", text);
      document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data }));
    }, "+-------+-------+-------+\n| 9 . . | . . . | . . . |\n" + "| . . . | . . . | . . . |\n".repeat(2) +
      "+-------+-------+-------+\n" + "| . . . | . . . | . . . |\n".repeat(3) + "+-------+-------+-------+\n" +
      "| . . . | . . . | . . . |\n".repeat(3) + "+-------+-------+-------+\n");
    await waitStatus(/Puzzle loaded/);
    assert.equal(await grid(), "9" + ".".repeat(80));
  });

  await test("a chain's step highlights every cell of its chains", async () => {
    // The README's example: the 4th step is a forcing chain whose four
    // chains take 1 out of row 6 from 9 in r6c2.
    await page.fill("#input", "9..7..3...5..2..1...7.....93..6..7...6..5..3...2..8..61..4..6...4..6..8...6..3..4");
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    await page.click("#explain");
    await waitStatus(/steps, /);
    // In the list, the conclusion, then each chain on its own line.
    const item = await page.$eval("#steps li >> nth=3", (li) =>
      [li.firstChild.textContent, ...[...li.querySelectorAll(".chain")].map((c) => c.textContent)]);
    assert.equal(item[0], "Forcing Chain Contradiction in r6 => r6c2<>9");
    assert.equal(item.length, 5);
    assert.equal(item[1], "9r6c2 - 1r6c2");
    await page.click("#steps li >> nth=3");
    // The status says the step up to its outcome: the chains are listed.
    await waitStatus(/^Forcing Chain Contradiction in r6 => r6c2<>9$/);
    const lit = await page.$$eval(".cell", (cells) =>
      cells.flatMap((c, i) => (c.classList.contains("highlight") ? [`r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`] : [])));
    assert.deepEqual(lit, ["r2c3", "r2c4", "r6c2", "r6c4", "r6c5", "r6c7", "r8c3", "r8c7", "r8c9", "r9c7"]);
    // Each link of the chains is drawn over the grid: solid where strong
    // (`=` in the text), dashed where weak (`-`).
    const chains = item.slice(1);
    const links = (sign) => chains.reduce((n, chain) => n + chain.split(` ${sign} `).length - 1, 0);
    assert.equal(await page.$$eval("#chains line.strong", (l) => l.length), links("="));
    assert.equal(await page.$$eval("#chains line.weak", (l) => l.length), links("-"));
    assert.equal(links("=") + links("-"), 20);
    // The first link, 9r6c2 - 1r6c2, joins two pencil-mark places of r6c2.
    const first = await page.$eval("#chains line", (l) => ["x1", "y1", "x2", "y2"].map((a) => l.getAttribute(a)));
    assert.deepEqual(first, ["183.3", "583.3", "116.7", "516.7"]);
    // Another step without chains clears them.
    await page.click("#steps li >> nth=0");
    assert.equal(await page.$$eval("#chains line", (l) => l.length), 0);
  });

  await test("Sudoku Explainer's path: each step rated, its chains drawn", async () => {
    // serate: 7.1/1.2/1.2, a forcing chain on the way.
    await page.fill("#input", ".52..14...8........43.9.68...64..9.3.........8...6.......142.....5..782.......1.7");
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    await page.selectOption("#scale", "se");
    await page.click("#explain");
    await waitStatus(/steps, SE 7.1\/1.2\/1.2; /);
    const items = await page.$$eval("#steps li", (lis) =>
      lis.map((li) => [li.firstChild.textContent, ...[...li.querySelectorAll(".chain")].map((c) => c.textContent)]));
    assert.equal(items[0][0], "1.2  Hidden Single in b2 => r2c6=4");
    const k = items.findIndex((item) => item[0] === "7.1  Forcing Chain => r2c1<>1");
    assert.ok(k > 0, items.map((item) => item[0]).join("\n"));
    assert.deepEqual(items[k].slice(1), ["1r2c1 - 9r2c1 = 9r2c3 - 9r9c3 = 4r9c3 - 4r8c1 = 1r8c1 - 1r2c1"]);
    await page.click(`#steps li >> nth=${k}`);
    await waitStatus(/^7.1  Forcing Chain => r2c1<>1$/);
    assert.equal(await page.$$eval("#chains line.strong", (l) => l.length), 3);
    assert.equal(await page.$$eval("#chains line.weak", (l) => l.length), 4);
    const lit = await page.$$eval(".cell", (cells) =>
      cells.flatMap((c, i) => (c.classList.contains("highlight") ? [`r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`] : [])));
    assert.deepEqual(lit, ["r2c1", "r2c3", "r8c1", "r9c3"]);
    // A pointing step lights its eliminations.
    const pointing = items.findIndex((item) => item[0].startsWith("2.6  Pointing: 6 in b1 and c1 => "));
    await page.click(`#steps li >> nth=${pointing}`);
    assert.ok((await page.$$eval(".cell.highlight", (c) => c.length)) >= 2);
    // Hints follow SE's path too: its first step, rated.
    await page.fill("#input", ".52..14...8........43.9.68...64..9.3.........8...6.......142.....5..782.......1.7");
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    await page.click("#hint");
    await waitStatus(/^Try: Hidden Single\.$/);
    await page.click("#hint");
    await waitStatus(/look at the highlighted cells/);
    // Where to look: box 2, the house of the single, not its cell alone.
    const looked = await page.$$eval(".cell", (cells) =>
      cells.flatMap((c, i) => (c.classList.contains("highlight") ? [i] : [])));
    assert.deepEqual(looked, [3, 4, 5, 12, 13, 14, 21, 22, 23]);
    await page.click("#hint");
    await waitStatus(/^1.2  Hidden Single in b2 => r2c6=4$/);
    assert.equal((await grid())[14], "4");
    // A Nishio step lists its net under it and draws each of its links:
    // solid from a candidate taken false, dashed from one taken true.
    await page.fill("#input", "...........89....1..6..3..4.....9..53..65.....7.13...94......3.59.3164........192");
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    await page.click("#explain");
    await waitStatus(/steps, SE /);
    const lines = await page.$$eval("#steps li", (lis) =>
      lis.map((li) => [li.firstChild.textContent, ...[...li.querySelectorAll(".chain")].map((c) => c.textContent)]));
    const nishio = lines.findIndex((item) => item[0].startsWith("7.8  Nishio Forcing Chains: r1c8=7 leads"));
    assert.ok(nishio > 0, lines.map((item) => item[0]).join("\n"));
    assert.equal(lines[nishio][0], "7.8  Nishio Forcing Chains: r1c8=7 leads to a contradiction => r1c8<>7");
    assert.equal(lines[nishio].length, 2);
    assert.match(lines[nishio][1], /^\[1\] r1c8=7, \[2\] r1c3<>7 from 1, .* \[11\] r7c6<>7 from 10$/);
    await page.click(`#steps li >> nth=${nishio}`);
    assert.equal(await page.$$eval("#chains line.strong", (l) => l.length), 6);
    assert.equal(await page.$$eval("#chains line.weak", (l) => l.length), 6);
    await page.selectOption("#scale", "hodoku");
    // So does a forcing net on HoDoKu's path (the README's): 4 links from
    // candidates taken false, 7 from candidates taken true.
    await page.fill("#input", "1.....7....71.9...68..7......1.9.6.....3...2..4......3..8.6.1..5......4......2..5");
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
    await page.click("#explain");
    await waitStatus(/steps, /);
    const hodoku = await page.$$eval("#steps li", (lis) =>
      lis.map((li) => [li.firstChild.textContent, ...[...li.querySelectorAll(".chain")].map((c) => c.textContent)]));
    const net = hodoku.findIndex((item) => item[0] === "Forcing Net Contradiction in r7c8 => r8c7<>9");
    assert.ok(net > 0, hodoku.map((item) => item[0]).join("\n"));
    assert.equal(hodoku[net].length, 2);
    assert.match(hodoku[net][1], /^\[1\] r8c7=9, \[2\] r7c8<>9 from 1, .* \[11\] r7c8<>3 from 10$/);
    await page.click(`#steps li >> nth=${net}`);
    assert.equal(await page.$$eval("#chains line.strong", (l) => l.length), 4);
    assert.equal(await page.$$eval("#chains line.weak", (l) => l.length), 7);
  });

  await test("never guessing: a nested forcing net lists its numbered nets, draws its own", async () => {
    // Where HoDoKu guesses (Brute Force), the path goes on with nested
    // forcing nets, each with the net of every refutation nested in it.
    const guesses = "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";
    const logical = await explainedLines("hodoku-no-guess", guesses, /steps, /);
    assert.ok(!logical.some((item) => item[0].startsWith("Brute Force")));
    const nested = logical.findIndex((item) => item[0].includes("(nested 1)"));
    assert.ok(nested > 0, logical.map((item) => item[0]).join("\n"));
    assert.equal(logical[nested][0], "Forcing Net Contradiction in c1 (nested 1) => r1c8<>3");
    assert.match(logical[nested][1], /^net 1: \[1\] r1c8=3, .* by net 2, /);
    assert.match(logical[nested][2], /^net 2: \[1\] r2c5=8, \[2\] r1c8<>9 as net 1's 8, /);
    const explained = await page.evaluate(async (puzzle) =>
      (await fetch("/api/explain?guess=false", { method: "POST", body: puzzle })).json(), guesses);
    const own = explained.steps.find((step) => step.text.includes("(nested 1)"));
    assert.equal(logical[nested].length, 1 + own.nets.length);
    const ownLinks = own.nets[0].nodes.reduce((n, node) => n + node.from.length, 0);
    await page.click(`#steps li >> nth=${nested}`);
    assert.equal(await page.$$eval("#chains line", (l) => l.length), ownLinks);
    // A net's line draws that net alone: net 2, whose carried nodes have
    // no links.
    const links = (net) => net.nodes.reduce((n, node) => n + node.from.length, 0);
    assert.notEqual(links(own.nets[1]), ownLinks);
    // The refutations' nets are folded away until their line is opened.
    assert.equal(await page.textContent(`#steps li >> nth=${nested} >> summary`),
      `${own.nets.length - 1} refutations, each in a net of its own`);
    assert.ok(!(await page.isVisible(`#steps li >> nth=${nested} >> .chain >> nth=1`)));
    await page.click(`#steps li >> nth=${nested} >> summary`);
    await page.click(`#steps li >> nth=${nested} >> .chain >> nth=1`);
    assert.equal(await page.$$eval("#chains line", (l) => l.length), links(own.nets[1]));
    await page.selectOption("#scale", "hodoku");
  });

  await test("SE's nested chains list their numbered nets, draw the premises'", async () => {
    // The first of the hardest list (SE 10.3): a candidate that a chain
    // inside the chain took out is refuted in a net of its own.
    const hardest = "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    const lines = await explainedLines("se", hardest, /steps, SE /);
    const nested = lines.findIndex((item) => item[0].includes("Nested Forcing Chains"));
    assert.ok(nested > 0, lines.map((item) => item[0]).join("\n"));
    assert.equal(lines[nested][0], "10.3  Nested Forcing Chains: each place of 3 in r6 => r6c5<>4");
    assert.match(lines[nested][1], /^net 1: \[1\] r6c1=3, .* \[13\] r5c4<>8 from 10\+11\+12 by net 4, /);
    assert.match(lines[nested][4], /^net 4: \[1\] r5c4=8, \[2\] r8c5<>8 as net 1's 10, /);
    const explained = await page.evaluate(async (puzzle) =>
      (await fetch("/api/explain?scale=se", { method: "POST", body: puzzle })).json(), hardest);
    const own = explained.steps.find((step) => step.technique === "Nested Forcing Chains");
    assert.equal(lines[nested].length, 1 + own.nets.length);
    // The premises' nets are drawn together, the refutations' are not.
    const links = (net) => net.nodes.reduce((n, node) => n + node.from.length, 0);
    const premises = own.nets.slice(0, own.premises.length);
    // On the step's own text, not on one of its nets' lines below it.
    await page.click(`#steps li >> nth=${nested}`, { position: { x: 4, y: 4 } });
    await waitStatus(/^10\.3  Nested Forcing Chains: each place of 3 in r6 => r6c5<>4$/);
    assert.equal(await page.$$eval("#chains line", (l) => l.length), premises.reduce((n, net) => n + links(net), 0));
    await page.click(`#steps li >> nth=${nested} >> summary`);
    await page.click(`#steps li >> nth=${nested} >> .chain >> nth=3`);
    assert.equal(await page.$$eval("#chains line", (l) => l.length), links(own.nets[3]));
    await page.selectOption("#scale", "hodoku");
  });

  await test("a new puzzle from a seed, and errors said plainly", async () => {
    await page.click("#new-puzzle summary");
    await page.fill("#seed", "5");
    await page.selectOption("#difficulty", "medium");
    await page.click("#generate");
    await waitStatus(/New puzzle, seed 5, medium/);
    const made = await grid();
    assert.ok([...made].filter((c) => c !== ".").length >= 17);
    // A range of SE ratings, as `generate --rating`.
    await page.selectOption("#difficulty", "");
    await page.fill("#rating", "1.0..1.5");
    await page.click("#generate");
    await waitStatus(/New puzzle, seed 5, SE 1.0..1.5/);
    const er = await page.evaluate(async (puzzle) =>
      (await (await fetch("/api/rate?scale=se", { method: "POST", body: puzzle })).json()).se.er, await grid());
    assert.ok(er >= 1.0 && er <= 1.5, `${er}`);
    await page.fill("#rating", "7");
    await page.click("#generate");
    await waitStatus(/'rating': `7` is not a rating range/);
    await page.fill("#rating", "");
    await page.fill("#input", "not a puzzle");
    await page.click("#load-button");
    await waitStatus(/cannot recognise the format/);
    assert.equal(await page.getAttribute("#status", "class"), "status error");
  });

  await test("readable on a phone", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const box = await page.$eval("#board", (b) => b.getBoundingClientRect().width);
    const pad = await page.$eval("#pad", (p) => p.getBoundingClientRect().width);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(box <= 375 && pad <= 375 && width <= 375, `board ${box}px, pad ${pad}px, page ${width}px`);
    // Without a keyboard: tap a cell, then a digit of the pad.
    const blank = [...(await grid())].findIndex((c) => c === ".");
    await page.click(`.cell >> nth=${blank}`);
    await page.click("#pad [data-digit='7']");
    assert.equal((await grid())[blank], "7");
  });
});
