//! `bao serve` and `bao online` in a build without the feature `online`: a clear refusal.

use super::args::Command;
use super::{CliError, CliResult, Opts};

fn off(_: &Opts) -> CliResult {
    Err(CliError::usage(
        "this build has no online play (built without the 'online' feature)",
    ))
}

pub const SERVE: Command = Command {
    name: "serve",
    args: "",
    positional: (0, 0),
    about: "run a Bao server (not in this build: feature 'online')",
    details: "",
    options: &[],
    run: off,
};

pub const ONLINE: Command = Command {
    name: "online",
    args: "ACTION [ARG]",
    positional: (0, 2),
    about: "play through a Bao server (not in this build: feature 'online')",
    details: "",
    options: &[],
    run: off,
};
