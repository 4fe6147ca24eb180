//! The words for the games' pieces, directions and cards ("left-handed Crab", "knight",
//! "Tile N turned clockwise.").

use super::{and_list, seat};
use crate::engine::chiron::{Form, Hand, Piece as ChironPiece, PieceType};
use crate::engine::pyrga::{Dir, Shape};
use crate::engine::shifting_chess::{Applied, ApplyError, Card, PieceKind, SlideDir};
use crate::engine::GameId;
use crate::i18n::{Arg, Msg};
use crate::ui::lang::{t, tf};

/// A Shifting Chess card's name.
pub fn card(c: Card) -> String {
    t(match c {
        Card::Swap => Msg::CardSwap,
        Card::Rotate => Msg::CardRotate,
        Card::Slide => Msg::CardSlide,
        Card::Void => Msg::CardVoid,
    })
}

/// A Chiron piece's name, as a sentence names it ("left-handed Crab", "flipped Ant").
pub fn chiron_piece(p: ChironPiece) -> String {
    let flipped = p.form() == Form::Flipped;
    let right = p.hand() == Some(Hand::Right);
    t(match p.kind() {
        PieceType::King if flipped => Msg::ChironKingFlipped,
        PieceType::King => Msg::ChironKing,
        PieceType::Phoenix if flipped => Msg::ChironPhoenixFlipped,
        PieceType::Phoenix => Msg::ChironPhoenix,
        PieceType::Ant if flipped => Msg::ChironAntFlipped,
        PieceType::Ant => Msg::ChironAnt,
        PieceType::Crab if right => Msg::ChironCrabRight,
        PieceType::Crab => Msg::ChironCrabLeft,
        PieceType::Moth if right => Msg::ChironMothRight,
        PieceType::Moth => Msg::ChironMothLeft,
        PieceType::Hummingbird if right => Msg::ChironHummingbirdRight,
        PieceType::Hummingbird => Msg::ChironHummingbirdLeft,
    })
}

/// A chess piece's name ("knight").
pub fn chess_piece(k: PieceKind) -> String {
    t(match k {
        PieceKind::Pawn => Msg::PiecePawn,
        PieceKind::Knight => Msg::PieceKnight,
        PieceKind::Bishop => Msg::PieceBishop,
        PieceKind::Rook => Msg::PieceRook,
        PieceKind::Queen => Msg::PieceQueen,
        PieceKind::King => Msg::PieceKing,
    })
}

/// Why the engine refuses a use of a Shifting Chess card ("the tiles are not adjacent").
pub fn apply_error(e: ApplyError) -> String {
    match e {
        ApplyError::NoCardDrawn => t(Msg::ApplyNoCardDrawn),
        ApplyError::NotTheDrawnCard(c) => {
            tf(Msg::ApplyNotTheDrawnCard, &[("card", card(c).into())])
        }
        ApplyError::NoTile => t(Msg::ApplyNoTile),
        ApplyError::Voided => t(Msg::ApplyVoided),
        ApplyError::NotAdjacent => t(Msg::ApplyNotAdjacent),
        ApplyError::TheirKing => t(Msg::ApplyTheirKing),
        ApplyError::HoldsKing => t(Msg::ApplyHoldsKing),
        ApplyError::OffBoard => t(Msg::ApplyOffBoard),
        ApplyError::TooManyTiles => t(Msg::ApplyTooManyTiles),
        ApplyError::IntoVoidSpot => t(Msg::ApplyIntoVoidSpot),
        ApplyError::ExposesKing => t(Msg::ApplyExposesKing),
        ApplyError::HasEffect => t(Msg::ApplyHasEffect),
        ApplyError::NoLegalUse => t(Msg::ApplyNoLegalUse),
    }
}

/// A Pyrga shape's name ("Square").
pub fn pyrga_shape(s: Shape) -> String {
    t(match s {
        Shape::Square => Msg::PyrgaSquare,
        Shape::Triangle => Msg::PyrgaTriangle,
        Shape::Cylinder => Msg::PyrgaCylinder,
    })
}

/// A compass direction's name ("north"), as a slide or a Triangle goes.
pub fn direction(d: Dir) -> String {
    t(match d {
        Dir::North => Msg::DirectionNorth,
        Dir::East => Msg::DirectionEast,
        Dir::South => Msg::DirectionSouth,
        Dir::West => Msg::DirectionWest,
    })
}

/// A Chiron piece type's bare name ("Crab").
pub fn chiron_kind(k: PieceType) -> String {
    t(match k {
        PieceType::King => Msg::ChironKing,
        PieceType::Phoenix => Msg::ChironPhoenix,
        PieceType::Ant => Msg::ChironAnt,
        PieceType::Crab => Msg::ChironCrab,
        PieceType::Moth => Msg::ChironMoth,
        PieceType::Hummingbird => Msg::ChironHummingbird,
    })
}

/// A Chiron piece with its owner ("White left-handed Crab").
pub fn chiron_piece_of(p: ChironPiece) -> String {
    let args = [
        ("seat", seat(GameId::Chiron, p.owner()).into()),
        ("piece", chiron_piece(p).into()),
    ];
    tf(Msg::PieceOf, &args)
}

/// What a Shifting Chess card did, as a sentence: "Tile N turned counter-clockwise."
pub fn applied(a: &Applied) -> String {
    let tile = |c: &char| Arg::from(c.to_string());
    match a {
        Applied::Swapped(x, y) => tf(Msg::AppliedSwapped, &[("a", tile(x)), ("b", tile(y))]),
        Applied::Turned { tile: x, clockwise } => tf(
            if *clockwise {
                Msg::AppliedTurnedClockwise
            } else {
                Msg::AppliedTurnedCounter
            },
            &[("tile", tile(x))],
        ),
        Applied::Slid {
            tile: x,
            dir,
            pushed,
        } => {
            let direction = direction(match dir {
                SlideDir::North => Dir::North,
                SlideDir::East => Dir::East,
                SlideDir::South => Dir::South,
                SlideDir::West => Dir::West,
            });
            let mut args = vec![("tile", tile(x)), ("direction", direction.into())];
            if pushed.is_empty() {
                return tf(Msg::AppliedSlid, &args);
            }
            let pushed: Vec<String> = pushed.iter().map(char::to_string).collect();
            args.push(("pushed", and_list(&pushed).into()));
            tf(Msg::AppliedSlidPushing, &args)
        }
        Applied::Voided(x) => tf(Msg::AppliedVoided, &[("tile", tile(x))]),
        Applied::NoEffect => t(Msg::AppliedNoEffect),
    }
}
