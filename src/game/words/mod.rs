//! The words room: the game's messages in English and Kiswahili (Project Fluent) and the
//! names of the rules' things. It uses only `rules` and `ai`; every other room speaks through it.

pub mod i18n;
pub mod names;
