// The time spent on the puzzle: counted while the page is in sight and not
// paused; paused, the grid is hidden until the player resumes.

const shown = document.getElementById("timer");
const button = document.getElementById("pause");
const grids = document.getElementById("grids");
const cover = document.getElementById("paused");

export const timer = {
  elapsed: 0, // milliseconds counted before `since`
  since: null, // when counting last started (null: not counting)
  running: false, // counting whenever the page is in sight
  paused: false, // paused by the player: the grid hidden
};

/** The time so far, in milliseconds. */
export function elapsed() {
  return timer.elapsed + (timer.since === null ? 0 : Date.now() - timer.since);
}

/** `m:ss`, or `h:mm:ss` past the hour. */
export function clock(ms) {
  const s = Math.floor(ms / 1000);
  const [h, m] = [Math.floor(s / 3600), Math.floor(s / 60) % 60];
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

function show() {
  shown.textContent = clock(elapsed());
  button.textContent = timer.paused ? "Resume" : "Pause";
  button.setAttribute("aria-pressed", String(timer.paused));
  grids.hidden = timer.paused;
  cover.hidden = !timer.paused;
}

function count() {
  const counting = timer.running && !timer.paused && !document.hidden;
  if (counting && timer.since === null) timer.since = Date.now();
  if (!counting && timer.since !== null) {
    timer.elapsed += Date.now() - timer.since;
    timer.since = null;
  }
  show();
}

/** Starts the count from `from` milliseconds (0 for a new puzzle). */
export function start(from = 0) {
  Object.assign(timer, { elapsed: from, since: null, running: true, paused: false });
  count();
}

/** Stops the count (a finished puzzle), keeping the time. */
export function stop() {
  timer.running = false;
  timer.paused = false;
  count();
}

/** Pauses (the grid hidden) or resumes. */
export function togglePause() {
  if (!timer.running) return;
  timer.paused = !timer.paused;
  count();
}

document.addEventListener("visibilitychange", count);
setInterval(show, 1000);
show();
