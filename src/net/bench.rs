//! The load benchmark.
