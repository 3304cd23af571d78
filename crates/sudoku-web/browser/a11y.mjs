// The page of `sudoku serve` checked for accessibility with axe-core (the
// rules of WCAG 2.x A and AA, and axe's best practices), in every state a
// player reaches: a puzzle with centre marks, a check that finds clashes,
// a hint, an explanation with its steps (a nested one's nets folded), the
// panels open, and on a phone. Then what axe cannot see: the grid is nine
// rows of nine cells, the cell the keyboard moves to is the one the grid
// tells assistive technology about, and the keyboard reaches every step
// of an explanation.
//
//   SUDOKU_BIN=target/debug/sudoku node crates/sudoku-web/browser/a11y.mjs

import assert from "node:assert/strict";

import { violations as axeViolations, session, waitStatus as statusMatches } from "./harness.mjs";

const PUZZLE = "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
const NESTED = "..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2";

await session("accessibility", async ({ url, chrome, test }) => {
  const page = await chrome.newPage({ viewport: { width: 1100, height: 900 } });
  const waitStatus = (pattern) => statusMatches(page, pattern);
  const violations = () => axeViolations(page);
  // The index of the step shown, as the list marks it.
  const current = () => page.$$eval("#steps li", (lis) => lis.flatMap((li, k) => (li.classList.contains("current") ? [k] : [])));
  async function load(puzzle) {
    await page.fill("#input", puzzle);
    await page.click("#load-button");
    await waitStatus(/Puzzle loaded/);
  }

  await page.goto(url);

  await test("a puzzle with centre marks", async () => {
    await load(PUZZLE);
    await page.click(".cell >> nth=1");
    await page.keyboard.press("p");
    await page.keyboard.press("4");
    await page.keyboard.press("7");
    await page.keyboard.press("p");
    assert.equal(await page.getAttribute(".cell >> nth=1", "aria-label"), "r1c2 centre marks 4 7");
    assert.deepEqual(await violations(), []);
  });

  await test("a check that finds clashes", async () => {
    await page.click(".cell >> nth=3");
    await page.keyboard.press("1");
    await page.click("#check");
    await waitStatus(/both hold/);
    // The colours are said too.
    assert.equal(await page.getAttribute(".cell >> nth=3", "aria-label"), "r1c4 1, clashes, wrong");
    assert.deepEqual(await violations(), []);
    await page.keyboard.press("Control+z");
  });

  await test("a hint, to its last stage", async () => {
    for (let stage = 0; stage < 2; stage++) await page.click("#hint");
    await waitStatus(/look at the highlighted cells/);
    const said = await page.$$eval(".cell", (cells) => cells.map((c) => c.getAttribute("aria-label")));
    assert.ok(said.some((label) => label.endsWith(", highlighted")), said.join("\n"));
    await page.click("#hint");
    assert.deepEqual(await violations(), []);
  });

  await test("an explanation, a nested step's nets folded and opened", async () => {
    await page.selectOption("#scale", "hodoku-no-guess");
    await load(NESTED);
    await page.click("#explain");
    await waitStatus(/steps, /);
    assert.deepEqual(await violations(), []);
    await page.click("#steps li summary >> nth=0");
    await page.click("#steps li >> nth=2", { position: { x: 4, y: 4 } });
    // A step shows what it eliminates among the marks, and says it.
    const said = await page.$$eval(".cell", (cells) => cells.map((c) => c.getAttribute("aria-label")));
    assert.ok(said.some((label) => / centre marks .*\d eliminated/.test(label)), said.join("\n"));
    assert.deepEqual(await violations(), []);
    await page.selectOption("#scale", "hodoku");
  });

  await test("the keyboard reaches every step and every net that draws alone", async () => {
    await page.selectOption("#scale", "hodoku-no-guess");
    await load(NESTED);
    await page.click("#explain");
    await waitStatus(/steps, /);
    // Tab from the last panel's heading (the panels closed) lands on the
    // first step.
    await page.focus("#copy summary");
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement.textContent),
      await page.textContent("#steps li >> nth=0 >> button.step"));
    await page.focus("#steps li >> nth=3 >> button.step");
    await page.keyboard.press("Enter");
    assert.deepEqual(await current(), [3]);
    // A nested step's second net, by the keyboard alone: open the fold,
    // then the net's line.
    const nested = await page.$$eval("#steps li", (lis) => lis.findIndex((li) => li.querySelector("summary")));
    await page.focus(`#steps li >> nth=${nested} >> summary`);
    await page.keyboard.press("Enter");
    await page.focus(`#steps li >> nth=${nested} >> button.chain >> nth=1`);
    const before = await page.$$eval("#chains line", (l) => l.length);
    await page.keyboard.press(" ");
    assert.deepEqual(await current(), [nested]);
    assert.notEqual(await page.$$eval("#chains line", (l) => l.length), before);
    await page.selectOption("#scale", "hodoku");
  });

  await test("the panels open", async () => {
    for (const panel of ["#new-puzzle summary", "#copy summary"]) await page.click(panel);
    assert.deepEqual(await violations(), []);
  });

  await test("on a phone", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    assert.deepEqual(await violations(), []);
    await page.setViewportSize({ width: 1100, height: 900 });
  });

  await test("the grid: nine rows of nine cells, the keyboard's cell the active one", async () => {
    await load(PUZZLE);
    const shape = await page.$$eval("#board [role=row]", (rows) =>
      rows.map((row) => row.querySelectorAll("[role=gridcell]").length));
    assert.deepEqual(shape, [9, 9, 9, 9, 9, 9, 9, 9, 9]);
    await page.click(".cell >> nth=10"); // r2c2
    for (const [key, label] of [["ArrowRight", "r2c3 2"], ["ArrowDown", "r3c3 empty"], ["ArrowLeft", "r3c2 empty"]]) {
      await page.keyboard.press(key);
      const active = await page.$eval("#board", (board) => {
        const cell = document.getElementById(board.getAttribute("aria-activedescendant"));
        const selected = [...board.querySelectorAll("[aria-selected=true]")];
        return [cell.getAttribute("aria-label"), selected.length, selected[0] === cell, document.activeElement === board];
      });
      assert.deepEqual(active, [label, 1, true, true], key);
    }
  });
});
