use rosette::engine::chirality::board::*;

#[test]
fn r1_and_r2_counts() {
    let count = |b: &Board, k: TileKind| b.tiles().iter().filter(|t| t.kind == k).count();
    let r1 = Board::r1();
    assert_eq!(
        (
            r1.tiles().len(),
            count(r1, TileKind::Thick),
            count(r1, TileKind::Thin)
        ),
        (160, 100, 60)
    );
    let r2 = Board::r2();
    assert_eq!(
        (
            r2.tiles().len(),
            count(r2, TileKind::Thick),
            count(r2, TileKind::Thin)
        ),
        (300, 180, 120)
    );
}

#[test]
#[ignore]
fn r2_generation_time() {
    let start = std::time::Instant::now();
    let n = 20;
    for _ in 0..n {
        std::hint::black_box(Board::disc(Tiling::TenThin, R2_RADIUS).unwrap());
    }
    println!(
        "R2 generation: {:.2} ms",
        start.elapsed().as_secs_f64() * 1000.0 / n as f64
    );
}
