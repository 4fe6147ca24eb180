use super::*;
use crate::i18n::PlainEnglish;

fn one(text: &str) -> Pattern {
    let (catalogue, errors) = Catalogue::parse(text);
    assert_eq!(errors, vec![]);
    catalogue
        .messages
        .into_iter()
        .next()
        .expect("one message")
        .1
}

fn fill(text: &str, args: &[(&str, Arg)]) -> String {
    format(&one(text), args, &PlainEnglish)
}

#[test]
fn a_message_is_an_id_and_its_text() {
    let (c, errors) = Catalogue::parse("# a comment\n\nhello = Hello, world\nbye = Bye\n");
    assert!(errors.is_empty());
    assert_eq!(
        c.get("hello"),
        Some(&vec![Part::Text("Hello, world".into())])
    );
    assert_eq!(c.messages.len(), 2);
}

#[test]
fn named_placeables_are_filled_in_and_a_missing_one_shows() {
    let text = "m = { $who } plays { $move }.";
    assert_eq!(
        fill(text, &[("who", "White".into()), ("move", "Sb2".into())]),
        "White plays Sb2."
    );
    assert_eq!(
        fill(text, &[("who", "White".into())]),
        "White plays {move}."
    );
    assert_eq!(
        placeables(&one(text)),
        vec!["who".to_string(), "move".to_string()]
    );
}

#[test]
fn a_choice_takes_an_exact_value_then_the_plural_category_then_the_default() {
    let text = "m = { $n ->\n    [0] No moves\n    [one] One move\n   *[other] { $n } moves\n}";
    assert_eq!(fill(text, &[("n", 0.into())]), "No moves");
    assert_eq!(fill(text, &[("n", 1.into())]), "One move");
    assert_eq!(fill(text, &[("n", 7.into())]), "7 moves");
    assert_eq!(fill(text, &[]), "{n} moves");
}

#[test]
fn a_choice_may_sit_inside_a_sentence_and_choose_by_a_word() {
    let text = "m = Now { $side ->\n    [white] White\n   *[other] Black\n} moves.";
    assert_eq!(fill(text, &[("side", "white".into())]), "Now White moves.");
    assert_eq!(fill(text, &[("side", "black".into())]), "Now Black moves.");
}

#[test]
fn indented_lines_continue_a_message_on_a_new_line() {
    assert_eq!(fill("m = First\n    second", &[]), "First\nsecond");
    assert_eq!(fill("m =\n    Only line", &[]), "Only line");
}

#[test]
fn a_quoted_literal_writes_a_brace() {
    assert_eq!(fill("m = a { \"{\" } b", &[]), "a { b");
}

#[test]
fn unreadable_lines_are_reported_with_their_numbers() {
    let (c, errors) = Catalogue::parse(
        "ok = fine\nnot a message\nbad = { nope }\nok = again\nsel = { $n ->\n  [one] x\n}",
    );
    assert_eq!(c.messages.len(), 1);
    let problems: Vec<(usize, SyntaxProblem)> =
        errors.into_iter().map(|e| (e.line, e.problem)).collect();
    assert_eq!(
        problems,
        vec![
            (2, SyntaxProblem::NotAMessage),
            (3, SyntaxProblem::BadPlaceable),
            (4, SyntaxProblem::Duplicate("ok".into())),
            (5, SyntaxProblem::BadChoice),
        ]
    );
}
