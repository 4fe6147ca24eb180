//! Chirality: an original game on a Penrose P3 board (../shared/rules/chirality.txt). In progress.

pub mod board;
