//! JSON text, the one way Rosette writes and reads it: saves, settings, progress, live
//! play's messages, the site's `live.json`. Natively this is `serde_json`; in the browser
//! (wasm32) it is the browser's own `JSON.parse` and `JSON.stringify`, with
//! `serde-wasm-bindgen` between JavaScript values and Rust types, so the page builds carry
//! no JSON parser of their own (issue 33).
//!
//! Both write the same JSON for Rosette's types (struct fields in order, objects for maps,
//! `null` for `None`, fields left out as serde says) and read what the other wrote. What
//! the browser does differently: its numbers are `f64`, so it refuses an integer beyond
//! 2^53, neither reading nor writing it, where `serde_json` takes it exactly (nothing
//! stored or sent comes near: seeds travel as text in the options, below 2^53 anyway, see
//! `table::random_seed`, and revisions count writes); it writes a whole `f64` without its
//! `.0` (`1700000000000`), which reads back the same; it reads any object, an array too,
//! as a struct by the fields' names (so `[1,2]` is a struct whose fields are all missing),
//! where `serde_json` reads an array as the fields in order; and a [`Document`] keeps its
//! fields in the order they came, where `serde_json`'s sorts them.

use serde::{de::DeserializeOwned, Serialize};
use std::fmt;

/// A value as JSON text.
///
/// # Errors
/// A value JSON cannot hold (in the browser, an integer beyond 2^53).
pub fn to_string<T: Serialize>(value: &T) -> Result<String, String> {
    backend::to_string(value)
}

/// Reads a value from JSON text. Never panics, whatever the text.
///
/// # Errors
/// The text is not JSON, or not JSON of this type: the reason, for the player.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    backend::from_str(text)
}

/// Parsed JSON not yet read as a type: for reading a field before the whole (a save's
/// `"version"`), changing fields (a stored game's `"rev"`) or taking an array apart (an
/// export file's saves).
#[derive(Debug)]
pub struct Document(backend::Value);

impl Document {
    /// Parses JSON text. Never panics, whatever the text.
    ///
    /// # Errors
    /// The text is not JSON: the reason, for the player.
    pub fn parse(text: &str) -> Result<Document, String> {
        backend::parse(text).map(Document)
    }

    /// A value as a document.
    ///
    /// # Errors
    /// As [`to_string`].
    pub fn of<T: Serialize>(value: &T) -> Result<Document, String> {
        backend::of(value).map(Document)
    }

    /// The field `key` of an object (`None` for a missing field or a document that is not
    /// an object).
    pub fn get(&self, key: &str) -> Option<Document> {
        backend::get(&self.0, key).map(Document)
    }

    /// Removes the field `key` of an object and returns it.
    pub fn take(&mut self, key: &str) -> Option<Document> {
        backend::take(&mut self.0, key).map(Document)
    }

    /// Sets the field `key` of an object to the whole number `n` (nothing when the document
    /// is not an object).
    pub fn insert(&mut self, key: &str, n: u64) {
        backend::insert(&mut self.0, key, n);
    }

    /// A whole number from 0 up (`None` for anything else, a fraction or a string).
    pub fn as_u64(&self) -> Option<u64> {
        backend::as_u64(&self.0)
    }

    /// A string's text.
    pub fn as_string(&self) -> Option<String> {
        backend::as_string(&self.0)
    }

    /// An array's items.
    pub fn items(&self) -> Option<Vec<Document>> {
        backend::items(&self.0).map(|items| items.into_iter().map(Document).collect())
    }

    /// Reads the document as a type.
    ///
    /// # Errors
    /// It is not JSON of this type: the reason, for the player.
    pub fn decode<T: DeserializeOwned>(self) -> Result<T, String> {
        backend::decode(self.0)
    }
}

/// The document as JSON text.
impl fmt::Display for Document {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&backend::text(&self.0))
    }
}

/// `serde_json`, for the command line and the native tests.
#[cfg(not(target_arch = "wasm32"))]
mod backend {
    use serde::{de::DeserializeOwned, Serialize};

    pub type Value = serde_json::Value;

    pub fn to_string<T: Serialize>(value: &T) -> Result<String, String> {
        serde_json::to_string(value).map_err(|e| e.to_string())
    }

    pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    pub fn parse(text: &str) -> Result<Value, String> {
        from_str(text)
    }

    pub fn of<T: Serialize>(value: &T) -> Result<Value, String> {
        serde_json::to_value(value).map_err(|e| e.to_string())
    }

    pub fn get(value: &Value, key: &str) -> Option<Value> {
        value.get(key).cloned()
    }

    pub fn take(value: &mut Value, key: &str) -> Option<Value> {
        value.as_object_mut()?.remove(key)
    }

    pub fn insert(value: &mut Value, key: &str, n: u64) {
        if let Some(object) = value.as_object_mut() {
            object.insert(key.into(), n.into());
        }
    }

    pub fn as_u64(value: &Value) -> Option<u64> {
        value.as_u64()
    }

    pub fn as_string(value: &Value) -> Option<String> {
        value.as_str().map(str::to_string)
    }

    pub fn items(value: &Value) -> Option<Vec<Value>> {
        value.as_array().cloned()
    }

    pub fn decode<T: DeserializeOwned>(value: Value) -> Result<T, String> {
        serde_json::from_value(value).map_err(|e| e.to_string())
    }

    pub fn text(value: &Value) -> String {
        value.to_string()
    }
}

/// The browser's `JSON` and `serde-wasm-bindgen`, for the page and the worker.
#[cfg(target_arch = "wasm32")]
mod backend {
    use js_sys::{Array, Number, Object, Reflect, JSON};
    use serde::{de::DeserializeOwned, Serialize};
    use wasm_bindgen::{JsCast, JsValue};

    pub type Value = JsValue;

    /// How deeply arrays and objects may nest, as in `serde_json`: reading a type recurses
    /// once a level (serde buffers what it cannot place yet, e.g. a seat's level written
    /// before its kind), so deeper text is refused before it could exhaust the stack.
    const MAX_DEPTH: usize = 128;

    /// Whether arrays and objects nest deeper than [`MAX_DEPTH`] in `text` (brackets in
    /// strings do not count).
    fn too_deep(text: &str) -> bool {
        let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
        for b in text.bytes() {
            match b {
                _ if escaped => escaped = false,
                b'\\' if in_string => escaped = true,
                b'"' => in_string = !in_string,
                _ if in_string => {}
                b'[' | b'{' => {
                    depth += 1;
                    if depth > MAX_DEPTH {
                        return true;
                    }
                }
                b']' | b'}' => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        false
    }

    /// What a JavaScript exception says (its message, without "SyntaxError: ").
    fn reason(error: JsValue) -> String {
        match error.dyn_into::<js_sys::Error>() {
            Ok(error) => error.message().into(),
            Err(other) => other.as_string().unwrap_or_else(|| "unknown error".into()),
        }
    }

    pub fn to_string<T: Serialize>(value: &T) -> Result<String, String> {
        of(value).map(|value| text(&value))
    }

    pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
        decode(parse(text)?)
    }

    pub fn parse(text: &str) -> Result<Value, String> {
        if too_deep(text) {
            return Err(format!("nested more than {MAX_DEPTH} levels deep"));
        }
        JSON::parse(text).map_err(reason)
    }

    pub fn of<T: Serialize>(value: &T) -> Result<Value, String> {
        // Objects for maps and `null` for `None`, as `serde_json` writes them.
        value
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| reason(e.into()))
    }

    /// The document as an object whose own field `key` exists, if it is one.
    fn as_object(value: &Value) -> Option<&Object> {
        (value.is_object() && !Array::is_array(value)).then(|| value.unchecked_ref())
    }

    pub fn get(value: &Value, key: &str) -> Option<Value> {
        let object = as_object(value)?;
        let key = JsValue::from(key);
        if !Object::has_own(object, &key) {
            return None;
        }
        Reflect::get(object, &key).ok()
    }

    pub fn take(value: &mut Value, key: &str) -> Option<Value> {
        let field = get(value, key)?;
        Reflect::delete_property(as_object(value)?, &key.into()).ok()?;
        Some(field)
    }

    pub fn insert(value: &mut Value, key: &str, n: u64) {
        if let Some(object) = as_object(value) {
            // Exact up to 2^53, which a revision never reaches.
            let _ = Reflect::set(object, &key.into(), &JsValue::from_f64(n as f64));
        }
    }

    pub fn as_u64(value: &Value) -> Option<u64> {
        let n = value.as_f64()?;
        (Number::is_safe_integer(value) && n >= 0.0).then_some(n as u64)
    }

    pub fn as_string(value: &Value) -> Option<String> {
        value.as_string()
    }

    pub fn items(value: &Value) -> Option<Vec<Value>> {
        value.dyn_ref::<Array>().map(|array| array.iter().collect())
    }

    pub fn decode<T: DeserializeOwned>(value: Value) -> Result<T, String> {
        serde_wasm_bindgen::from_value(value).map_err(|e| reason(e.into()))
    }

    pub fn text(value: &Value) -> String {
        JSON::stringify(value)
            .ok()
            .and_then(|text| text.as_string())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_read_fields_before_the_whole() {
        let mut doc = Document::parse(r#"{"rev":3,"format":"f","saves":[1,"a"],"x":-1}"#).unwrap();
        assert_eq!(doc.take("rev").and_then(|r| r.as_u64()), Some(3));
        assert!(doc.get("rev").is_none());
        assert_eq!(
            doc.get("format").and_then(|f| f.as_string()).as_deref(),
            Some("f")
        );
        assert_eq!(
            doc.get("saves").and_then(|s| s.items()).map(|i| i.len()),
            Some(2)
        );
        assert_eq!(doc.get("x").and_then(|x| x.as_u64()), None);
        doc.insert("rev", 4);
        let back = Document::parse(&doc.to_string()).unwrap();
        assert_eq!(back.get("rev").and_then(|r| r.as_u64()), Some(4));
        let list = Document::parse("[1]").unwrap();
        assert!(list.get("0").is_none() && list.as_u64().is_none());
    }

    #[test]
    fn bad_text_is_an_error() {
        assert!(Document::parse("{").is_err());
        assert!(from_str::<u32>("\"1\"").is_err());
        let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        assert!(from_str::<Vec<u32>>(&deep).is_err());
    }
}
