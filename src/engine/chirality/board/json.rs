//! The `rosette board r1|r2 --json` export (design/cli.md).

use super::{Board, TileId};
use serde::Serialize;

#[derive(Serialize)]
struct JsonBoard<'a> {
    name: &'a str,
    tiles: Vec<JsonTile>,
    stars: Vec<JsonStar<'a>>,
    gates: Vec<JsonGate<'a>>,
}

#[derive(Serialize)]
struct JsonTile {
    id: TileId,
    kind: &'static str,
    vertices: [[f64; 2]; 4],
}

#[derive(Serialize)]
struct JsonStar<'a> {
    ring: usize,
    tiles: &'a [TileId],
    moat: &'a [TileId],
    deep_moat: &'a [TileId],
}

#[derive(Serialize)]
struct JsonGate<'a> {
    tiles: &'a [TileId],
    angle: f64,
}

/// `x` rounded to `1/scale`, without a negative zero.
fn round(x: f64, scale: f64) -> f64 {
    let r = (x * scale).round() / scale;
    if r == 0.0 {
        0.0
    } else {
        r
    }
}

/// The board as one line of JSON in the CLI's format: `{"name", "tiles": [{"id",
/// "kind", "vertices"}], "stars": [{"ring", "tiles", "moat", "deep_moat"}], "gates":
/// [{"tiles", "angle"}]}`. Coordinates in edge lengths (6 decimals), the Throne's centre
/// at the origin, a ring-1 Star at 90°; Gate angles in degrees (1 decimal). Stars are all
/// those whose five tiles are on the board, the Throne first; Gates clockwise from north.
pub fn board_json(board: &Board) -> String {
    let out = JsonBoard {
        name: board.name(),
        tiles: board
            .tiles()
            .iter()
            .map(|t| JsonTile {
                id: t.id,
                kind: t.kind.as_str(),
                vertices: t.vertices.map(|p| p.map(|x| round(x, 1e6))),
            })
            .collect(),
        stars: board
            .stars()
            .iter()
            .map(|s| JsonStar {
                ring: s.ring,
                tiles: &s.tiles,
                moat: &s.moat,
                deep_moat: &s.deep_moat,
            })
            .collect(),
        gates: board
            .gates()
            .iter()
            .map(|g| JsonGate {
                tiles: &g.tiles,
                angle: round(g.angle, 10.0),
            })
            .collect(),
    };
    serde_json::to_string(&out).unwrap_or_default()
}
