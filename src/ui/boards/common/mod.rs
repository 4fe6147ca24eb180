//! What every board shares: pan and zoom (`view`) with its minimap (`minimap`), drag (`drag`), keys (`keys`), one
//! signal per cell (`per_cell`), an element's width (`resize`), a hint's marks
//! (`suggest`) and state kept with the position it belongs to (`keyed`).

pub mod drag;
pub mod keyed;
pub mod keys;
pub mod minimap;
pub mod per_cell;
pub mod resize;
pub mod suggest;
pub mod view;
