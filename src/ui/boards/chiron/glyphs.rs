//! Chiron piece glyphs, drawn here as bold SVG silhouettes (no borrowed piece sets):
//! King (crown), Phoenix (rising bird), Ant, Crab (one big claw), Moth (tilted wings) and
//! Hummingbird (in profile). A right-handed piece is the mirror image of the left-handed
//! one and carries a small `L`/`R`; a flipped piece is drawn upside down with a small
//! arrow showing its new forward direction. White pieces are light, Black pieces dark.
//!
//! Every glyph is centred on (0, 0) in a 100-unit square.

use crate::engine::chiron::{Form, Hand, Piece, PieceType};
use leptos::prelude::*;

/// A piece in words: "White left-handed Crab", "Black flipped Ant".
pub fn piece_name(p: Piece) -> String {
    crate::ui::words::chiron_piece_of(p)
}

/// The silhouette of a type (left-handed, normal form, forward = up).
fn silhouette(kind: PieceType) -> AnyView {
    match kind {
        PieceType::King => view! {
            <path class="body" d="M-32,32 L-32,20 L-38,-20 L-17,0 L0,-34 L17,0 L38,-20 L32,20 L32,32 Z"></path>
            <path class="line" d="M-32,20 L32,20"></path>
            <circle class="body" cx="0" cy="-36" r="6"></circle>
        }
        .into_any(),
        PieceType::Phoenix => view! {
            <path class="body" d="M0,-38 C7,-38 9,-30 6,-22 L40,-32 C36,-12 24,-3 11,-1 L20,32 L7,20 L0,38 L-7,20 L-20,32 L-11,-1 C-24,-3 -36,-12 -40,-32 L-6,-22 C-9,-30 -7,-38 0,-38 Z"></path>
            <path class="line" d="M0,-14 L0,10"></path>
        }
        .into_any(),
        PieceType::Ant => view! {
            <path class="line legs" d="M-8,-6 L-30,-18 M8,-6 L30,-18 M-8,0 L-32,4 M8,0 L32,4 M-8,6 L-26,26 M8,6 L26,26 M-4,-30 L-14,-42 M4,-30 L14,-42"></path>
            <circle class="body" cx="0" cy="-26" r="9"></circle>
            <ellipse class="body" cx="0" cy="-2" rx="9" ry="11"></ellipse>
            <ellipse class="body" cx="0" cy="22" rx="14" ry="16"></ellipse>
        }
        .into_any(),
        PieceType::Crab => view! {
            <path class="line legs" d="M-22,14 L-38,22 M-20,20 L-32,34 M22,14 L38,22 M20,20 L32,34 M-8,-4 L-14,-14 M10,-4 L14,-12"></path>
            <path class="body" d="M-20,-8 C-30,-16 -42,-22 -40,-36 C-36,-44 -22,-44 -16,-36 L-24,-30 C-22,-24 -14,-22 -8,-26 C-6,-16 -10,-10 -14,-6 Z"></path>
            <path class="body" d="M14,-8 L16,-18 C10,-20 12,-28 18,-28 L22,-20 Z"></path>
            <ellipse class="body" cx="0" cy="10" rx="28" ry="16"></ellipse>
        }
        .into_any(),
        PieceType::Moth => view! {
            <g transform="rotate(-28)">
                <path class="body" d="M-3,-8 L-40,-30 C-44,-8 -32,6 -4,4 Z"></path>
                <path class="body" d="M3,-8 L40,-30 C44,-8 32,6 4,4 Z"></path>
                <path class="body" d="M-2,4 L-28,26 C-16,36 -4,24 -2,12 Z"></path>
                <path class="body" d="M2,4 L28,26 C16,36 4,24 2,12 Z"></path>
                <path class="line" d="M-2,-18 L-12,-36 M2,-18 L12,-36"></path>
                <ellipse class="body" cx="0" cy="0" rx="6" ry="22"></ellipse>
            </g>
        }
        .into_any(),
        PieceType::Hummingbird => view! {
            <path class="body" d="M-21,-22 L-46,-26 L-21,-14 Z"></path>
            <path class="body" d="M-24,-20 C-24,-32 -6,-32 -6,-20 C4,-12 16,0 20,14 L36,34 L18,28 C4,24 -8,12 -10,0 C-18,-4 -24,-10 -24,-20 Z"></path>
            <path class="body" d="M-2,-10 C2,-30 14,-42 32,-44 C28,-28 20,-12 8,-2 Z"></path>
            <circle class="eye" cx="-15" cy="-21" r="3"></circle>
        }
        .into_any(),
    }
}

/// The glyph of a piece, centred on (0, 0) in a 100-unit square, rank 8 at the top.
pub fn glyph(p: Piece) -> impl IntoView {
    glyph_on(p, false)
}

/// The glyph of a piece on a board that may be turned around (rank 1 at the top), so the
/// flipped form's arrow still points where the piece now moves.
pub fn glyph_on(p: Piece, board_turned: bool) -> impl IntoView {
    let owner = if p.owner() == 0 { "white" } else { "black" };
    let flipped = p.form() == Form::Flipped;
    let right = p.hand() == Some(Hand::Right);
    let transform = if flipped {
        "rotate(180)"
    } else if right {
        "scale(-1,1)"
    } else {
        ""
    };
    let mark = p.hand().map(|h| {
        let letter = if h == Hand::Left { "L" } else { "R" };
        view! { <text class="hand-mark" x="34" y="46" text-anchor="middle">{letter}</text> }
    });
    // The flipped form's forward direction is the owner's backward one.
    let arrow = flipped.then(|| {
        let points = if (p.owner() == 0) != board_turned {
            "-49,22 -25,22 -37,47"
        } else {
            "-49,-22 -25,-22 -37,-47"
        };
        view! { <polygon class="flip-mark" points=points></polygon> }
    });
    view! {
        <g class=format!("cpiece {owner}") class:flipped=flipped>
            <g transform=transform>{silhouette(p.kind())}</g>
            {mark}
            {arrow}
        </g>
    }
}

/// A glyph as a small stand-alone picture (hands, legend, buttons).
pub fn glyph_icon(p: Piece) -> impl IntoView {
    view! {
        <svg class="glyph-icon" viewBox="-50 -50 100 100" role="img" aria-label=piece_name(p)>
            {glyph(p)}
        </svg>
    }
}
