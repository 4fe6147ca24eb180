//! Game options as text: `key=value` pairs joined by `,` (a bare `key` is a flag), e.g.
//! `board=r1,setup=b,players=3,deep-moats`. The same text travels in saves and links, and
//! the CLI's `--key value` flags are turned into it.

use super::{BadOption, SetupError};

/// Parsed `key=value` options, in the order given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OptionMap {
    entries: Vec<(String, Option<String>)>,
}

impl OptionMap {
    /// Reads `key=value,flag,...`; the empty string is no options.
    ///
    /// # Errors
    /// A key that is empty or holds characters other than `a-z`, `0-9` and `-`.
    pub fn parse(text: &str) -> Result<Self, SetupError> {
        let mut entries = Vec::new();
        for part in text.split(',').filter(|p| !p.is_empty()) {
            let (key, value) = match part.split_once('=') {
                Some((k, v)) => (k, Some(v.to_string())),
                None => (part, None),
            };
            let key_ok = !key.is_empty()
                && key
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !key_ok {
                return Err(BadOption::BadName(key.to_string()).into());
            }
            entries.push((key.to_string(), value));
        }
        Ok(OptionMap { entries })
    }

    /// Adds an entry (a flag when `value` is `None`).
    pub fn push(&mut self, key: &str, value: Option<&str>) {
        self.entries
            .push((key.to_string(), value.map(str::to_string)));
    }

    /// The value given for `key`, if any (`Some(None)` for a bare flag).
    pub fn get(&self, key: &str) -> Option<Option<&str>> {
        self.entries
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_deref())
    }

    /// Whether a flag (or any value) for `key` is present.
    pub fn has(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// The names given, so a game can reject the ones it does not know.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(k, _)| k.as_str())
    }

    /// Fails with a clear message if any key is not in `known`.
    ///
    /// # Errors
    /// [`SetupError::BadOption`] naming the first unknown key.
    pub fn only(&self, known: &[&str]) -> Result<(), SetupError> {
        match self.keys().find(|k| !known.contains(k)) {
            Some(k) => Err(BadOption::NoSuchOption(k.to_string()).into()),
            None => Ok(()),
        }
    }
}

impl std::fmt::Display for OptionMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, (k, v)) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match v {
                Some(v) => write!(f, "{k}={v}")?,
                None => f.write_str(k)?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_pairs_and_flags_and_prints_them_back() {
        let m = OptionMap::parse("board=r1,deep-moats,players=3").unwrap();
        assert_eq!(m.get("board"), Some(Some("r1")));
        assert_eq!(m.get("deep-moats"), Some(None));
        assert_eq!(m.get("seed"), None);
        assert_eq!(m.to_string(), "board=r1,deep-moats,players=3");
    }

    #[test]
    fn rejects_bad_keys_and_unknown_options() {
        assert!(OptionMap::parse("Bo ard=1").is_err());
        let m = OptionMap::parse("colour=red").unwrap();
        assert!(m.only(&[]).is_err());
    }
}
