//! Each tile's changing looks (classes, accessible name, pressed state), one signal per
//! tile (`per_cell`): a selection or a move re-renders a few tiles.

/// What a tile shows that can change during play.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Looks {
    /// Its CSS classes.
    pub class: String,
    /// Its accessible name.
    pub label: String,
    /// Whether it is the selected tile.
    pub pressed: bool,
}
