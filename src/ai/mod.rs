//! The computer opponent: search, evaluation, levels. Pure: no Bevy, no I/O, no clock of its
//! own beyond what the caller passes in.
