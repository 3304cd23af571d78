//! Load: a few thousand requests over loopback, many in flight, against a
//! real server: every answer right, and memory flat.

use std::time::Duration;

use serde_json::Value;
use sudoku_core::Grid;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// One `POST /api/solve` over a fresh connection; the JSON answer.
async fn solve(addr: std::net::SocketAddr, puzzle: &str) -> Value {
    let mut stream = TcpStream::connect(addr).await.expect("connects");
    let request = format!(
        "POST /api/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{puzzle}",
        puzzle.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sends");
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.expect("reads");
    let text = String::from_utf8(response).expect("UTF-8");
    assert!(text.starts_with("HTTP/1.1 200"), "{text}");
    let body = text.split("\r\n\r\n").nth(1).expect("a body");
    serde_json::from_str(body).expect("JSON")
}

fn grid_of(value: &Value) -> Grid {
    let cells: Vec<u8> = value
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|row| {
            row.as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as u8)
        })
        .collect();
    Grid::from_values(cells.try_into().unwrap()).unwrap()
}

/// The resident memory of this process, in kB.
fn resident() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse().ok())
        .unwrap_or(0)
}

/// Rounds of 1,000 requests; the first is a warm-up.
const ROUNDS: usize = 8;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thousands_of_requests_in_flight_are_all_answered_right_in_flat_memory() {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let server = tokio::spawn(sudoku_web::serve(
        listener,
        sudoku_web::Limits::default(),
        std::future::pending(),
    ));
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/sets/17_clue.txt"
    ))
    .unwrap();
    let puzzles: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#') && l.len() == 81)
        .map(str::to_owned)
        .collect();
    let mut peaks = Vec::new();
    for round in 0..ROUNDS {
        let mut tasks = tokio::task::JoinSet::new();
        // 1,000 requests a round, 100 at a time.
        for wave in 0..10 {
            for k in 0..100 {
                let puzzle = puzzles[(round * 1000 + wave * 100 + k) % puzzles.len()].clone();
                tasks.spawn(async move {
                    let answer = solve(addr, &puzzle).await;
                    let mut values = [0u8; 81];
                    for (v, c) in values.iter_mut().zip(puzzle.bytes()) {
                        *v = if c.is_ascii_digit() { c - b'0' } else { 0 };
                    }
                    let given = Grid::from_values(values).unwrap();
                    assert!(grid_of(&answer["solution"]).solves(&given), "{puzzle}");
                });
            }
            while tasks.len() > 100 {
                tasks.join_next().await.unwrap().unwrap();
            }
        }
        while let Some(done) = tasks.join_next().await {
            done.unwrap();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        peaks.push(resident());
    }
    server.abort();
    eprintln!("resident memory after each 1,000 requests: {peaks:?} kB");
    // A leak grows every round: 1 kB a request is 1 MB a round. The
    // allocator and the runtime grow in one-off steps instead (a new arena
    // for a new blocking thread, a bigger buffer pool): CI once saw +4.4 MB
    // after the first round and nothing after. So the first round is a
    // warm-up, and at most two of the rounds after it may grow by more than
    // 512 kB; a steady leak of half a kilobyte a request fails.
    let grew = peaks[1..]
        .windows(2)
        .filter(|pair| pair[1] > pair[0] + 512)
        .count();
    assert!(
        grew <= 2,
        "resident memory grew by over 512 kB in {grew} of {} rounds: {peaks:?} kB",
        ROUNDS - 2
    );
}
