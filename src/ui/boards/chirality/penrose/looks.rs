//! Each tile's changing looks (classes, accessible name, pressed state), one signal per
//! tile (`per_cell`): a selection or a move re-renders a few tiles. Only what changes is
//! kept (the tile's fixed classes and name are added when a tile redraws), so working out
//! all 300 tiles' looks after a click allocates next to nothing.

/// What a tile shows that can change during play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Looks {
    /// CSS classes beyond the tile's fixed ones (space-separated, often empty).
    pub class: String,
    /// Text after the tile's name in its accessible name (often empty).
    pub text: String,
    /// Whether it is the selected tile.
    pub pressed: bool,
}
