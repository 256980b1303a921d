//! Tools of the real window, for tests and measurements: `--screenshot` (a frame-exact
//! picture, checked and saved) and `--bench-frames` (frame times of fixed phases).
pub mod analysis;
pub mod bench;
#[cfg(feature = "online")]
pub mod online;
pub mod practice;
pub mod screenshot;
