//! Text made safe inside HTML or SVG markup written as a string (the QR code, the boards'
//! fixed shapes).

/// `text` made safe inside a double-quoted attribute value or an element's text.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn escapes_what_would_end_an_attribute_or_open_a_tag() {
        assert_eq!(
            escape(r#"A7: "Thin" <b> & c"#),
            "A7: &quot;Thin&quot; &lt;b&gt; &amp; c"
        );
        assert_eq!(
            escape("Moat of Star B-1a, Gate 3"),
            "Moat of Star B-1a, Gate 3"
        );
    }
}
