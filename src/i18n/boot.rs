//! The words of index.html's loading screen, shown before the app's wasm arrives.
//! `rosette i18n --boot-json` writes them out for every language from the catalogue files,
//! and scripts/build-web puts them into index.html; no web build reads this list, so it
//! may name messages of any section.

use super::Msg;

/// The loading screen's words: the page title, the top bar's, the home page's heading
/// and line, each game's line, the learn and puzzles pages' headings (with a `{game}`
/// slot) and the puzzles list's line, the saves page's heading and line, the loading
/// sentence, the bar that offers a new version and the one that offers to download again a
/// part of a page that could not be (scripts/pack-chunks.mjs writes it).
pub const BOOT_WORDS: [Msg; 19] = [
    Msg::SiteTitle,
    Msg::NavSaves,
    Msg::NavBoards,
    Msg::HomeTitle,
    Msg::HomeLede,
    Msg::TaglineChirality,
    Msg::TaglineChiron,
    Msg::TaglinePyrga,
    Msg::TaglineShiftingChess,
    Msg::LearnTitle,
    Msg::PuzzlesTitle,
    Msg::PuzzlesLede,
    Msg::SavesTitle,
    Msg::SavesLede,
    Msg::BootLoading,
    Msg::UpdateReady,
    Msg::UpdateReload,
    Msg::DownloadFailed,
    Msg::FetchRetry,
];
