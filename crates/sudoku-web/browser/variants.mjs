// Variant puzzles on the page of `sudoku serve`, in headless Chromium: a
// killer (f-puzzles string), an arrow and thermometer puzzle and a 16×16
// each load, are drawn (cages dashed, bulbs, regions), and are played:
// digits typed and tapped, a wrong entry marked after Check, a hint that
// goes on from the entries (and names a wrong one), an explanation, and
// each state passes axe-core; the 16×16 fits a 360 px phone. It saves a
// picture of the killer with a hint's cells lit in
// target/browser/variant-page.png (not committed), or where
// VARIANT_SCREENSHOT says (scripts/docs-images.sh makes
// docs/web-variant.png so).
//
//   SUDOKU_BIN=target/debug/sudoku node crates/sudoku-web/browser/variants.mjs

import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

import { violations as axeViolations, root, session, waitStatus as statusMatches } from "./harness.mjs";

const fixture = (name) => readFileSync(resolve(root, "fixtures/variants", name), "utf8").trim();
const KILLER = fixture("blitz-killer.txt");
const THERMO = fixture("clipped-arrow-thermo.txt");
const BIG = fixture("behemoth-16x16.txt");

await session("variant browser tests", async ({ url, chrome, test }) => {
  const page = await chrome.newPage({ viewport: { width: 1100, height: 900 } });
  const waitStatus = (pattern) => statusMatches(page, pattern);
  const grid = () => page.$$eval(".vcell", (cells) => cells.map((c) => c.textContent || ".").join(""));
  const violations = () => axeViolations(page);
  async function load(text, done) {
    // The last load's words must not answer for this one.
    await page.evaluate(() => { document.getElementById("status").textContent = ""; });
    await page.fill("#input", text);
    await page.click("#load-button");
    await waitStatus(done);
  }
  const solved = async (text) => (await page.evaluate(async (body) =>
    (await fetch("/api/solve", { method: "POST", body })).json(), text)).solution.flat();

  await page.goto(url);

  await test("a killer loads, drawn, its cells named with their constraints", async () => {
    await load(KILLER, /Variant puzzle loaded: Blitz by Patrick, 9×9/);
    assert.equal(await page.$$eval(".vcell", (c) => c.length), 81);
    assert.ok(await page.isHidden("#board"));
    assert.ok(await page.$$eval("#vboard polyline[stroke-dasharray]", (l) => l.length) > 20, "dashed cages");
    assert.deepEqual(await page.$$eval("#vboard text", (t) => t.map((x) => x.textContent).filter((s) => s === "17")), ["17"]);
    assert.match(await page.getAttribute("#vcell-72", "aria-label"), /^r9c1 empty, killer cage 7/);
    assert.equal(await page.$$eval("#vpad button", (b) => b.length), 10);
    assert.deepEqual(await violations(), []);
  });

  await test("typing and Check mark a wrong entry; a hint names it, then goes on", async () => {
    const solution = await solved(KILLER);
    const givens = await grid();
    const blank = [...givens].findIndex((c) => c === ".");
    const wrong = (solution[blank] % 9) + 1;
    await page.click(`#vcell-${blank}`);
    await page.keyboard.press(String(wrong));
    await page.click("#check");
    await waitStatus(/1 of 1 entries wrong/);
    assert.match(await page.getAttribute(`#vcell-${blank}`, "aria-label"), /, wrong$/);
    assert.deepEqual(await violations(), []);
    await page.click("#hint");
    await waitStatus(/is wrong: the solution has another digit there/);
    await page.click(`#vpad [data-digit='${solution[blank]}']`);
    await page.click("#check");
    await waitStatus(/All 1 entries are right so far/);
    await page.click("#hint");
    await waitStatus(/^Try: /);
    await page.click("#hint");
    await waitStatus(/look at the highlighted cells/);
    assert.ok(await page.$$eval(".vcell.highlight", (c) => c.length) > 0);
    const picture = process.env.VARIANT_SCREENSHOT || resolve(root, "target/browser/variant-page.png");
    mkdirSync(dirname(picture), { recursive: true });
    await page.screenshot({ path: picture });
    await page.click("#hint");
    await waitStatus(/=>|: r\d+c\d+/);
    assert.deepEqual(await violations(), []);
  });

  await test("an explanation lists the steps; a step shows the grid there", async () => {
    await page.click("#explain");
    await waitStatus(/steps, \w+ \(\d+\) on the variant scale, no bifurcation/);
    const count = await page.$$eval("#steps li", (l) => l.length);
    assert.ok(count > 50, `${count} steps`);
    await page.click("#steps li >> nth=0");
    await waitStatus(/^Constraint \(killer cage 7: r9c1 r9c2; 7 in 2 cells: 1\+6, 2\+5 or 3\+4\)/);
    assert.deepEqual(await violations(), []);
    await page.click("#solve");
    await waitStatus(/^Solved\.$/);
    assert.equal(await grid(), (await solved(KILLER)).join(""));
  });

  await test("arrows and thermometers: bulbs, circles and heads", async () => {
    await load(THERMO, /Variant puzzle loaded: Clipped/);
    assert.equal(await page.$$eval("#vboard circle[fill='#aaaaaa']", (c) => c.length), 4);
    assert.match(await page.getAttribute("#vcell-10", "aria-label"), /thermometer|arrow/);
    assert.deepEqual(await violations(), []);
  });

  await test("a 16×16 plays with letters, and fits a phone", async () => {
    await load(BIG, /Variant puzzle loaded: Behemoth by Tyrgannus, 16×16/);
    assert.equal(await page.$$eval(".vcell", (c) => c.length), 256);
    assert.equal(await page.$$eval("#vpad button", (b) => b.length), 17);
    const blank = [...(await grid())].findIndex((c) => c === ".");
    await page.click(`#vcell-${blank}`);
    await page.keyboard.press("g");
    assert.equal((await grid())[blank], "G");
    await page.setViewportSize({ width: 360, height: 740 });
    const box = await page.$eval("#vboard", (b) => b.getBoundingClientRect().width);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(box <= 360 && width <= 360, `board ${box}px, page ${width}px`);
    await page.click(`#vcell-${blank}`);
    await page.click("#vpad [aria-label='Erase']");
    assert.equal((await grid())[blank], ".");
    assert.deepEqual(await violations(), []);
    await page.setViewportSize({ width: 1100, height: 900 });
  });

  await test("every published variant loads, is drawn, and takes a digit", async () => {
    const published = readFileSync(resolve(root, "fixtures/variants/sudokusolver.tsv"), "utf8")
      .split("\n").filter((l) => l && !l.startsWith("#")).map((l) => l.split("\t")[0]);
    let loaded = 0;
    for (const text of published) {
      const figure = await page.evaluate(async (body) => {
        const response = await fetch("/api/figure", { method: "POST", body });
        return response.ok ? response.json() : null;
      }, text);
      // Two use a rule the toolkit refuses by name (columnindexer).
      if (!figure) continue;
      await load(text, /Variant puzzle loaded/);
      const n = figure.size;
      assert.equal(await page.$$eval(".vcell", (c) => c.length), n * n);
      const drawn = await page.$$eval("#vboard svg > :not(line)", (e) => e.length);
      assert.ok(drawn > 0 || figure.caption.length > 0, `${figure.title}: nothing drawn or named`);
      const blank = figure.givens.findIndex((d) => d === 0);
      await page.click(`#vcell-${blank}`);
      await page.click("#vpad [data-digit='1']");
      assert.equal((await grid())[blank], "1", figure.title);
      loaded += 1;
    }
    assert.equal(loaded, 33);
  });

  await test("a classic puzzle afterwards gets the classic grid back", async () => {
    await load("1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7", /Puzzle loaded/);
    assert.ok(await page.isVisible("#board"));
    assert.ok(await page.isHidden("#vboard"));
    assert.equal(await page.$$eval(".cell.given", (c) => c.length), 30);
  });
});
