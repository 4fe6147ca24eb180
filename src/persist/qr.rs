//! A link as a QR code, for passing it to a phone: the module matrix from the `qrcode`
//! crate, drawn here as SVG with dark modules on white and the standard quiet zone.

use qrcode::{Color, EcLevel, QrCode};
use std::fmt::Write;

/// Light modules around the code, as the QR standard asks.
pub const QUIET_ZONE: usize = 4;

/// The modules of a QR code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QrMatrix {
    width: usize,
    dark: Vec<bool>,
    version: i16,
}

impl QrMatrix {
    /// Encodes `text` with medium error correction (about 15% of the code may be damaged).
    ///
    /// # Errors
    /// The text is too long for any QR code.
    pub fn encode(text: &str) -> Result<QrMatrix, String> {
        let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M)
            .map_err(|e| format!("no QR code: {e}"))?;
        let version = match code.version() {
            qrcode::Version::Normal(v) | qrcode::Version::Micro(v) => v,
        };
        Ok(QrMatrix {
            width: code.width(),
            dark: code
                .to_colors()
                .into_iter()
                .map(|c| c == Color::Dark)
                .collect(),
            version,
        })
    }

    /// Modules on a side, without the quiet zone.
    pub fn width(&self) -> usize {
        self.width
    }

    /// The QR version (1 to 40): larger versions have more, smaller modules.
    pub fn version(&self) -> i16 {
        self.version
    }

    /// Whether the module in column `x`, row `y` is dark.
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }

    /// The code as a standalone SVG: a white square (quiet zone included) and one unit
    /// square per dark module, in one path. It scales to any size (`viewBox` in modules).
    pub fn to_svg(&self, label: &str) -> String {
        let side = self.width + 2 * QUIET_ZONE;
        let mut path = String::new();
        for y in 0..self.width {
            for x in 0..self.width {
                if self.is_dark(x, y) {
                    let _ = write!(path, "M{} {}h1v1h-1z", x + QUIET_ZONE, y + QUIET_ZONE);
                }
            }
        }
        let label = crate::docs::markup::escape(label);
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr-code\" viewBox=\"0 0 {side} {side}\" \
             role=\"img\" aria-label=\"{label}\" shape-rendering=\"crispEdges\">\
             <rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>\
             <path fill=\"#000\" d=\"{path}\"/></svg>"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The unit squares an SVG's path draws, read back from its `d` attribute.
    fn drawn_modules(svg: &str) -> BTreeSet<(usize, usize)> {
        let d = svg
            .split(" d=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap();
        d.split('M')
            .filter(|s| !s.is_empty())
            .map(|s| {
                let (xy, rest) = s.split_once('h').unwrap();
                assert_eq!(rest, "1v1h-1z", "every square is one module");
                let (x, y) = xy.split_once(' ').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn the_svg_draws_exactly_the_dark_modules() {
        let qr = QrMatrix::encode("https://example.org/?g=g1.pyrga..abc.AB#/play/pyrga").unwrap();
        let expected: BTreeSet<_> = (0..qr.width())
            .flat_map(|y| (0..qr.width()).map(move |x| (x, y)))
            .filter(|&(x, y)| qr.is_dark(x, y))
            .map(|(x, y)| (x + QUIET_ZONE, y + QUIET_ZONE))
            .collect();
        let svg = qr.to_svg("QR code");
        assert_eq!(drawn_modules(&svg), expected);
        assert!(expected.len() > qr.width() * qr.width() / 4, "a real code");
        // The finder pattern's corner is dark; the quiet zone is white and part of the view.
        assert!(qr.is_dark(0, 0) && qr.is_dark(6, 6) && !qr.is_dark(7, 7));
        let side = qr.width() + 2 * QUIET_ZONE;
        assert!(svg.contains(&format!("viewBox=\"0 0 {side} {side}\"")));
        assert!(svg.contains(&format!(
            "<rect width=\"{side}\" height=\"{side}\" fill=\"#fff\"/>"
        )));
    }

    #[test]
    fn labels_are_escaped() {
        let svg = QrMatrix::encode("x").unwrap().to_svg("a \"b\" <c> & d");
        assert!(svg.contains("aria-label=\"a &quot;b&quot; &lt;c&gt; &amp; d\""));
    }

    #[test]
    fn too_long_text_is_refused_with_a_message() {
        let err = QrMatrix::encode(&"x".repeat(5000)).unwrap_err();
        assert!(err.starts_with("no QR code"), "{err}");
    }
}
