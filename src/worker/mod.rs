//! What the page and the AI Web Worker say to each other: the tagged request and reply
//! messages, the requests that name a saved game (a move, an evaluation, a proof), the
//! questions of lessons and puzzles, and the worker's pure request handler. Above both the AI (`crate::ai`) and the saved-game format
//! (`crate::persist`), which it joins; natively tested, the clock injected.

pub mod coach;
pub mod evaluation;
pub mod proof;
pub mod protocol;
