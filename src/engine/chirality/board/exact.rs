//! Exact points of the Penrose plane: the ring Z\[ζ\] of integer combinations of the fifth
//! roots of unity, ζ = e^{2πi/5}.
//!
//! Every vertex of a unit-edge P3 tiling whose edges point in multiples of 36° is such a
//! combination, and so is every point the deflation visits (dividing by φ is multiplying
//! by the unit ζ + ζ⁴ = 1/φ). With the basis 1, ζ, ζ², ζ³ the representation is unique,
//! so two vertices are the same vertex exactly when their coefficients are equal: no
//! float drift can split or merge a vertex.

use std::ops::{Add, Mul, Neg, Sub};

/// A point (or complex number) `a₀ + a₁ζ + a₂ζ² + a₃ζ³`, with ζ = e^{2πi/5}.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExactPoint(pub [i64; 4]);

const COS72: [f64; 4] = [
    1.0,
    0.309_016_994_374_947_45,
    -0.809_016_994_374_947_5,
    -0.809_016_994_374_947_3,
];
const SIN72: [f64; 4] = [
    0.0,
    0.951_056_516_295_153_5,
    0.587_785_252_292_473_2,
    -0.587_785_252_292_473_1,
];

impl ExactPoint {
    /// The origin.
    pub const ZERO: ExactPoint = ExactPoint([0; 4]);
    /// The number 1 (one edge length east).
    pub const ONE: ExactPoint = ExactPoint([1, 0, 0, 0]);
    /// The golden ratio φ = −(ζ² + ζ³).
    pub const PHI: ExactPoint = ExactPoint([0, 0, -1, -1]);
    /// 1/φ = φ − 1 = ζ + ζ⁴.
    pub const INV_PHI: ExactPoint = ExactPoint([-1, 0, -1, -1]);

    /// The unit vector at `k × 36°` (a tenth root of unity): ζ₁₀ = −ζ³.
    pub fn unit10(k: i64) -> ExactPoint {
        let k = k.rem_euclid(10);
        let z = ExactPoint::zeta_pow(3 * k);
        if k % 2 == 1 {
            -z
        } else {
            z
        }
    }

    /// ζᵏ, the unit vector at `k × 72°`.
    pub fn zeta_pow(k: i64) -> ExactPoint {
        match k.rem_euclid(5) {
            0 => ExactPoint([1, 0, 0, 0]),
            1 => ExactPoint([0, 1, 0, 0]),
            2 => ExactPoint([0, 0, 1, 0]),
            3 => ExactPoint([0, 0, 0, 1]),
            _ => ExactPoint([-1, -1, -1, -1]),
        }
    }

    /// φⁿ.
    pub fn phi_pow(n: u32) -> ExactPoint {
        (0..n).fold(ExactPoint::ONE, |acc, _| acc * ExactPoint::PHI)
    }

    /// The complex conjugate (the mirror image across the real axis).
    pub fn conj(self) -> ExactPoint {
        let [a0, a1, a2, a3] = self.0;
        ExactPoint([a0 - a1, -a1, a3 - a1, a2 - a1])
    }

    /// This point divided by φ (exact: φ is a unit of the ring).
    pub fn div_phi(self) -> ExactPoint {
        self * ExactPoint::INV_PHI
    }

    /// The squared length `z · conj(z)`, an exact element of Z\[φ\] (equal lengths give
    /// equal results).
    pub fn norm2(self) -> ExactPoint {
        self * self.conj()
    }

    /// The point in ordinary coordinates (x east, y north) in this exact frame.
    pub fn to_f64(self) -> [f64; 2] {
        let mut p = [0.0; 2];
        for k in 0..4 {
            p[0] += self.0[k] as f64 * COS72[k];
            p[1] += self.0[k] as f64 * SIN72[k];
        }
        p
    }
}

impl Add for ExactPoint {
    type Output = ExactPoint;
    fn add(self, o: ExactPoint) -> ExactPoint {
        ExactPoint(std::array::from_fn(|k| self.0[k] + o.0[k]))
    }
}

impl Sub for ExactPoint {
    type Output = ExactPoint;
    fn sub(self, o: ExactPoint) -> ExactPoint {
        ExactPoint(std::array::from_fn(|k| self.0[k] - o.0[k]))
    }
}

impl Neg for ExactPoint {
    type Output = ExactPoint;
    fn neg(self) -> ExactPoint {
        ExactPoint(self.0.map(|a| -a))
    }
}

impl Mul for ExactPoint {
    type Output = ExactPoint;
    /// The product of two ring elements (complex multiplication: rotation and scaling).
    fn mul(self, o: ExactPoint) -> ExactPoint {
        let mut c = [0i64; 7];
        for i in 0..4 {
            for j in 0..4 {
                c[i + j] += self.0[i] * o.0[j];
            }
        }
        // ζ⁵ = 1, ζ⁶ = ζ, then ζ⁴ = −1 − ζ − ζ² − ζ³.
        c[0] += c[5];
        c[1] += c[6];
        ExactPoint([c[0] - c[4], c[1] - c[4], c[2] - c[4], c[3] - c[4]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: [f64; 2], b: [f64; 2]) -> bool {
        (a[0] - b[0]).abs() < 1e-9 && (a[1] - b[1]).abs() < 1e-9
    }

    #[test]
    fn constants_have_their_values() {
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        assert!(close(ExactPoint::PHI.to_f64(), [phi, 0.0]));
        assert!(close(ExactPoint::INV_PHI.to_f64(), [phi - 1.0, 0.0]));
        assert_eq!(ExactPoint::PHI * ExactPoint::INV_PHI, ExactPoint::ONE);
        for k in 0..10 {
            let a = (k as f64 * 36.0).to_radians();
            assert!(close(ExactPoint::unit10(k).to_f64(), [a.cos(), a.sin()]));
            assert_eq!(ExactPoint::unit10(k).norm2(), ExactPoint::ONE);
        }
        let z = ExactPoint([3, -2, 5, 1]);
        let [x, y] = z.to_f64();
        assert!(close(z.conj().to_f64(), [x, -y]));
        assert!(close(z.norm2().to_f64(), [x * x + y * y, 0.0]));
    }
}
