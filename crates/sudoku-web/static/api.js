// The server's API, and the line under the grid that says how it went.
// Everything the page knows of Sudoku beyond the grid's houses comes from
// the server: it reads formats, checks, solves, hints, explains and rates.

const status = document.getElementById("status");

/** Says `text` in the status line, as an error if `error`. */
export function say(text, error) {
  status.textContent = text;
  status.classList.toggle("error", Boolean(error));
}

/** What the page says when the server cannot be reached. */
export const UNREACHABLE = "The server is not reachable: Solve, hints, explanations, ratings, new puzzles and " +
  "loading other formats need it (start `sudoku serve` again); playing, marks, colours, the timer and " +
  "Check (once a solution came) go on without it.";

/** The error the server sent, with its status (422: a named wrong entry). */
export class ApiError extends Error {
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}

/** POSTs `body` to `/api/<endpoint><query>`; the JSON answer. */
export async function api(endpoint, body, query = "") {
  let response;
  try {
    response = await fetch(`/api/${endpoint}${query}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body,
    });
  } catch {
    throw new ApiError(UNREACHABLE, 0);
  }
  const answer = await response.json().catch(() => ({ error: `the server answered ${response.status}` }));
  if (!response.ok) throw new ApiError(answer.error, response.status);
  return answer;
}

/** Runs `action`, saying its error in the status line. */
export async function run(action) {
  try {
    await action();
  } catch (err) {
    say(err.message, true);
  }
}
