//! Each tile's changing looks (classes, accessible name, pressed state, tab stop), worked
//! out for every tile when the position, the pick or the focus changes; only the tiles
//! whose looks changed are touched (`tiles`). Only what changes is kept (the tile's fixed
//! classes and name are added when a tile redraws).

/// What a tile shows that can change during play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Looks {
    /// CSS classes beyond the tile's fixed ones (space-separated, often empty).
    pub class: String,
    /// Text after the tile's name in its accessible name (often empty).
    pub text: String,
    /// Whether it is the selected tile.
    pub pressed: bool,
    /// Whether it holds the board's single Tab stop.
    pub tab_stop: bool,
}
