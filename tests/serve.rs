//! `sudoku serve` through the binary: it prints its URL, answers, and stops
//! cleanly on Ctrl-C; an address it cannot take is a one-line error. The
//! API and the page are tested in `crates/sudoku-web`.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

#[test]
fn serve_prints_its_url_answers_and_stops_on_ctrl_c() {
    let (server, address) = start("127.0.0.1:0");
    let url = format!("http://{address}/");
    let mut stream = TcpStream::connect(&address).unwrap();
    let puzzle =
        "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
    write!(
        stream,
        "POST /api/count HTTP/1.1\r\nHost: {address}\r\nContent-Length: 81\r\nConnection: close\r\n\r\n{puzzle}"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.ends_with("{\"count\":1,\"limit\":2}"), "{answer}");
    let killed = Command::new("kill")
        .args(["-INT", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let output = server.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        stderr,
        format!(
            "sudoku: note: serving the page and the API at {} (Ctrl-C stops)\nsudoku: note: stopped\n",
            url.trim()
        )
    );
}

#[test]
fn an_address_in_use_is_a_one_line_error() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = taken.local_addr().unwrap().to_string();
    let output = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["serve", "--addr", &address])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.starts_with(&format!(
            "sudoku: error: cannot listen on {address}: Address already in use"
        )),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1);
}

/// Starts `sudoku serve --addr ADDR` (a free port of loopback): the child
/// and the address its URL names.
fn start(addr: &str) -> (std::process::Child, String) {
    let mut server = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["serve", "--addr", addr])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starts");
    let mut url = String::new();
    BufReader::new(server.stdout.take().unwrap())
        .read_line(&mut url)
        .unwrap();
    let address = url
        .trim()
        .trim_start_matches("http://")
        .trim_end_matches('/');
    assert!(address.starts_with("127.0.0.1:"), "{url}");
    (server, address.to_owned())
}

#[test]
fn ctrl_c_stops_the_server_while_a_client_holds_a_half_sent_request() {
    // A port alone is on loopback (0: any free one).
    let (server, address) = start("0");
    let mut stalled = TcpStream::connect(&address).unwrap();
    write!(
        stalled,
        "POST /api/solve HTTP/1.1\r\nHost: {address}\r\nContent-Length: 81\r\n\r\n1.3"
    )
    .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
    let started = std::time::Instant::now();
    let killed = Command::new("kill")
        .args(["-INT", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let output = server.wait_with_output().unwrap();
    // The grace is 3 s; the body's own deadline (10 s) never comes.
    let took = started.elapsed();
    assert!(took < std::time::Duration::from_secs(6), "{took:?}");
    assert_eq!(output.status.code(), Some(0));
    drop(stalled);
}

#[cfg(unix)]
#[test]
fn a_closed_standard_output_is_exit_3_not_a_panic() {
    let output = Command::new("sh")
        .args(["-c", r#""$0" serve --addr 127.0.0.1:0 >&-"#])
        .arg(env!("CARGO_BIN_EXE_sudoku"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        stderr.starts_with("sudoku: error: cannot write to standard output"),
        "{stderr}"
    );
    // `sudoku serve | true`: a pipe whose reader is gone before the URL
    // is written.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let output = Command::new(env!("CARGO_BIN_EXE_sudoku"))
        .args(["serve", "--addr", "127.0.0.1:0"])
        .stdout(writer)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        stderr.starts_with("sudoku: error: cannot write to standard output: Broken pipe"),
        "{stderr}"
    );
}
