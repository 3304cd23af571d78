//! The arguments of `sudoku serve`.

use std::net::SocketAddr;

use clap::Args;

/// The arguments of `sudoku serve`.
#[derive(Debug, Args)]
pub(crate) struct ServeArgs {
    /// The address to listen on: loopback by default, so only this machine
    /// reaches it; another address (0.0.0.0:8080) opens it to the network
    #[arg(long, value_name = "ADDRESS", default_value = "127.0.0.1:8080")]
    pub(crate) addr: SocketAddr,

    /// Open the page in the default browser once the server listens
    #[arg(long)]
    pub(crate) open: bool,
}
