//! The command line split into positional words and `--name value` flags.

/// Flags that never take a value; every other flag takes exactly one.
const SWITCHES: &[&str] = &[
    "json",
    "deep-moats",
    "adjacent",
    "check",
    "generate",
    "report",
    "append",
    "boot-json",
];

/// The command line: positional words (the command first) and flags in the order given.
#[derive(Debug)]
pub struct Args {
    /// Words that are not flags: the command, the game id, a depth…
    pub words: Vec<String>,
    /// `--name value`, `--name=value`, or a bare switch (`None`).
    pub flags: Vec<(String, Option<String>)>,
}

impl Args {
    /// Reads the arguments after the program name. A flag that takes a value takes the
    /// next argument as it is, even when it begins with `-` (Shifting Chess positions
    /// do); `--name=value` works too.
    ///
    /// # Errors
    /// A flag that needs a value and has none.
    pub fn parse(raw: Vec<String>) -> Result<Args, String> {
        let (mut words, mut flags) = (Vec::new(), Vec::new());
        let mut it = raw.into_iter();
        while let Some(a) = it.next() {
            let Some(name) = a.strip_prefix("--") else {
                words.push(a);
                continue;
            };
            if let Some((name, value)) = name.split_once('=') {
                flags.push((name.to_string(), Some(value.to_string())));
            } else if SWITCHES.contains(&name) {
                flags.push((name.to_string(), None));
            } else {
                let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
                flags.push((name.to_string(), Some(value)));
            }
        }
        Ok(Args { words, flags })
    }

    /// The last value given for `--name`.
    pub fn flag(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// `--name` as a whole number, or `default` when it is absent.
    ///
    /// # Errors
    /// A value that is not a whole number.
    pub fn number(&self, name: &str, default: u64) -> Result<u64, String> {
        match self.flag(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("--{name} needs a whole number, not '{v}'")),
        }
    }

    /// Fails naming the first flag outside `allowed` (the command's own flags) and
    /// `options` (the game's option names).
    ///
    /// # Errors
    /// The command and the flag it does not take.
    pub fn only(&self, command: &str, allowed: &[&str], options: &[&str]) -> Result<(), String> {
        match self
            .flags
            .iter()
            .find(|(k, _)| !allowed.contains(&k.as_str()) && !options.contains(&k.as_str()))
        {
            Some((k, _)) => Err(format!("{command} has no option --{k}")),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, String> {
        Args::parse(args.iter().map(|s| s.to_string()).collect())
    }

    #[test]
    fn values_may_begin_with_dashes() {
        let a = parse(&["moves", "x", "--position", "--a/-b w", "--json"]).unwrap();
        assert_eq!(a.flag("position"), Some("--a/-b w"));
        assert_eq!(a.flags.last(), Some(&("json".to_string(), None)));
    }

    #[test]
    fn equals_form_and_missing_values() {
        let a = parse(&["m", "--position=-x y", "--games=3"]).unwrap();
        assert_eq!(a.flag("position"), Some("-x y"));
        assert_eq!(a.number("games", 1), Ok(3));
        assert!(parse(&["m", "--games"])
            .unwrap_err()
            .contains("--games needs a value"));
        assert!(parse(&["m", "--deep-moats"]).is_ok());
    }
}
