//! `sudoku serve`: the page and the JSON API of `sudoku-web`, until Ctrl-C.

use crate::cli::ServeArgs;
use crate::exit::{self, Status};

/// Listens on the address, prints the URL and serves until Ctrl-C, then
/// finishes the requests in flight.
pub(crate) fn run(args: &ServeArgs) -> anyhow::Result<Status> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(args.addr)
            .await
            .map_err(|err| anyhow::anyhow!("cannot listen on {}: {err}", args.addr))?;
        let url = format!("http://{}/", listener.local_addr()?);
        println!("{url}");
        exit::note(&format!(
            "serving the page and the API at {url} (Ctrl-C stops)"
        ));
        if args.open {
            // A browser that does not start is no reason to stop serving.
            let _ = std::process::Command::new("xdg-open").arg(&url).spawn();
        }
        let shutdown = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        sudoku_web::serve(listener, sudoku_web::Limits::default(), shutdown).await?;
        exit::note("stopped");
        Ok(Status::Success)
    })
}
