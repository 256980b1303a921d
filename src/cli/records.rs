//! Record commands: `install-desktop`, `export`, `import` (filled in with the records layer).
use super::CliError;

pub fn run(cmd: &str, _args: &[String]) -> Result<(), CliError> {
    Err(CliError::usage(format!("'{cmd}' is not available yet")))
}
