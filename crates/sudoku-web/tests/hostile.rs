//! A server facing a hostile network, over real sockets: slow and stalled
//! clients, oversized requests, other hosts and other sites' pages, and
//! expensive requests filling their places while cheap ones are answered.
//! Each limit is small here so that the tests are quick (SECURITY.md gives
//! the defaults).

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use sudoku_web::Limits;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A server with `limits` on a free loopback port.
async fn start(limits: Limits) -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(sudoku_web::serve(listener, limits, std::future::pending()));
    addr
}

/// Sends `request` whole and reads the answer to its end (or until the
/// server closes); the answer's text.
async fn exchange(addr: SocketAddr, request: impl AsRef<[u8]>) -> String {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(request.as_ref()).await.unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    String::from_utf8_lossy(&answer).into_owned()
}

fn post(addr: SocketAddr, path: &str, body: &str, extra: &str) -> String {
    format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

const EASY: &str =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
/// SE takes about 2.4 s on it (puzzle 43 of the forum's hardest list,
/// nested forcing chains; release build, one thread).
const HARD: &str =
    "..8...5...4...2.9.7.......3.2...4......93.......2.1.6.5.......8.1.6...2...3...7..";

#[tokio::test]
async fn other_hosts_and_other_sites_pages_are_refused_and_answers_say_nosniff() {
    let addr = start(Limits::default()).await;
    let own = exchange(addr, &post(addr, "/api/count", EASY, "")).await;
    assert!(own.starts_with("HTTP/1.1 200"), "{own}");
    assert!(own.contains("x-content-type-options: nosniff"), "{own}");
    let localhost = post(addr, "/api/count", EASY, "").replace(
        &format!("Host: {addr}"),
        &format!("Host: localhost:{}", addr.port()),
    );
    assert!(exchange(addr, &localhost).await.starts_with("HTTP/1.1 200"));
    // A name that resolves to 127.0.0.1 (DNS rebinding) is another host.
    let rebound = post(addr, "/api/rate", EASY, "").replace(
        &format!("Host: {addr}"),
        &format!("Host: evil.example:{}", addr.port()),
    );
    let answer = exchange(addr, &rebound).await;
    assert!(answer.starts_with("HTTP/1.1 421"), "{answer}");
    assert!(
        answer.contains("this server answers requests for 127.0.0.1:"),
        "{answer}"
    );
    // A "simple" cross-site POST from a page the user visits.
    let answer = exchange(
        addr,
        &post(
            addr,
            "/api/rate",
            EASY,
            "Origin: http://evil.example\r\nContent-Type: text/plain\r\n",
        ),
    )
    .await;
    assert!(answer.starts_with("HTTP/1.1 403"), "{answer}");
    assert!(
        answer.contains("requests from another site's page are refused"),
        "{answer}"
    );
    // The page's own requests carry its origin.
    let same = exchange(
        addr,
        &post(
            addr,
            "/api/count",
            EASY,
            &format!("Origin: http://{addr}\r\n"),
        ),
    )
    .await;
    assert!(same.starts_with("HTTP/1.1 200"), "{same}");
    let page = exchange(
        addr,
        &format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
    )
    .await;
    assert!(
        page.contains("content-security-policy: default-src 'self'"),
        "{page}"
    );
}

#[tokio::test]
async fn a_body_over_the_limit_is_refused_before_it_is_sent() {
    let addr = start(Limits::default()).await;
    let mut stream = TcpStream::connect(addr).await.unwrap();
    // Headers only: the 100 MB the length announces never come.
    let head =
        format!("POST /api/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 100000000\r\n\r\n");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut answer = vec![0; 4096];
    let n = tokio::time::timeout(Duration::from_secs(2), stream.read(&mut answer))
        .await
        .expect("answered at once")
        .unwrap();
    let answer = String::from_utf8_lossy(&answer[..n]);
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
    assert!(answer.contains("larger than 1048576 bytes"), "{answer}");
}

#[tokio::test]
async fn slow_headers_slow_bodies_and_big_headers_are_cut_off() {
    let limits = Limits {
        header_time: Duration::from_millis(300),
        body_time: Duration::from_millis(300),
        ..Limits::default()
    };
    let addr = start(limits).await;
    // One byte of headers, then nothing: closed at the header deadline.
    let started = Instant::now();
    let mut stream = TcpStream::connect(addr).await.unwrap();
    stream.write_all(b"P").await.unwrap();
    let mut rest = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(3), stream.read_to_end(&mut rest)).await;
    assert!(read.is_ok(), "still open after 3 s");
    assert!(started.elapsed() < Duration::from_secs(2));
    // A body that stops half-way: 408 at the body deadline.
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let head = format!("POST /api/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 81\r\n\r\n1.3");
    stream.write_all(head.as_bytes()).await.unwrap();
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(3), stream.read_to_end(&mut answer)).await;
    assert!(read.is_ok(), "still open after 3 s");
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(
        answer.contains("the body took longer than 300 ms to arrive"),
        "{answer}"
    );
    // 64 KiB of headers: refused (431), not buffered.
    let big = format!("X-Filler: {}\r\n", "a".repeat(64 << 10));
    let answer = exchange(addr, &post(addr, "/api/count", EASY, &big)).await;
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 431"),
        "{answer}"
    );
}

#[tokio::test]
async fn connections_past_the_cap_wait_until_one_closes() {
    let limits = Limits {
        connections: 2,
        ..Limits::default()
    };
    let addr = start(limits).await;
    let first = TcpStream::connect(addr).await.unwrap();
    let second = TcpStream::connect(addr).await.unwrap();
    tokio::time::sleep(Duration::from_millis(100)).await;
    // The third is not taken while two are open...
    let third = tokio::spawn(exchange(addr, post(addr, "/api/count", EASY, "")));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!third.is_finished(), "answered past the cap");
    // ...and is answered once one closes.
    drop(first);
    let answer = tokio::time::timeout(Duration::from_secs(3), third)
        .await
        .expect("answered once a place came free")
        .unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    drop(second);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cheap_requests_are_answered_while_expensive_ones_fill_their_places() {
    let limits = Limits {
        concurrent: 1,
        time: Duration::from_millis(1000),
        ..Limits::default()
    };
    let addr = start(limits).await;
    // Three SE ratings of a hard puzzle: one works, two wait, each stops
    // at the limit.
    let started = Instant::now();
    let dear: Vec<_> = (0..3)
        .map(|_| tokio::spawn(exchange(addr, post(addr, "/api/rate?scale=se", HARD, ""))))
        .collect();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut times = Vec::new();
    for _ in 0..50 {
        let asked = Instant::now();
        let answer = exchange(addr, &post(addr, "/api/solve", EASY, "")).await;
        times.push(asked.elapsed());
        assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    }
    times.sort();
    let p99 = times[times.len() * 99 / 100 - 1];
    eprintln!(
        "solve while the expensive places are full: p50 {:?}, p99 {p99:?}",
        times[times.len() / 2]
    );
    assert!(p99 < Duration::from_millis(500), "p99 {p99:?}");
    for answer in dear {
        let answer = answer.await.unwrap();
        assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    }
    // The work stopped at its limit: the three were over well before the
    // seconds each rating would take.
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    // And the place is free again.
    let answer = exchange(addr, &post(addr, "/api/rate?scale=hodoku", EASY, "")).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

#[test]
fn the_openapi_document_describes_the_refusals() {
    let document: serde_json::Value = serde_json::from_str(sudoku_web::OPENAPI).unwrap();
    let paths = document["paths"].as_object().unwrap();
    let mut posts = 0;
    for (path, operations) in paths {
        let Some(post) = operations.get("post") else {
            continue;
        };
        posts += 1;
        for status in ["403", "408", "413", "421", "503"] {
            assert!(
                post["responses"].get(status).is_some(),
                "{path} does not describe {status}"
            );
        }
    }
    assert_eq!(posts, 10);
}
