//! Whatever the input, the havannah judge answers or names where the input broke; it never
//! panics, and answers only complete cases.

use arbiter::input::InputError;
use arbiter::judges::find;
use proptest::prelude::*;

fn judge(input: &str) -> Result<String, (String, InputError)> {
    find("havannah").unwrap().run_str(input)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Token soup: numbers near the limits, junk and whitespace in any order.
    #[test]
    fn never_panics(tokens in prop::collection::vec(
        prop_oneof![
            (0u32..12).prop_map(|n| n.to_string()),
            Just("3000".to_string()),
            Just("5999".to_string()),
            Just("6000".to_string()),
            Just("-1".to_string()),
            Just("x".to_string()),
            Just("99999999999999999999".to_string()),
        ],
        0..40,
    ), seps in prop::collection::vec(prop_oneof![Just(" "), Just("\n"), Just("\t"), Just("\r\n")], 40)) {
        let mut input = String::new();
        for (i, t) in tokens.iter().enumerate() {
            input.push_str(t);
            input.push_str(seps[i]);
        }
        match judge(&input) {
            Ok(out) => prop_assert!(out.lines().all(|l| l.starts_with("Case #"))),
            Err((partial, InputError::Format { pos, .. })) => {
                prop_assert!(pos.line >= 1 && pos.column >= 1);
                prop_assert!(partial.is_empty() || partial.ends_with('\n'));
            }
            Err((_, other)) => prop_assert!(false, "unexpected error {other}"),
        }
    }

    /// Well-formed random games on small boards: one answer line per case, in the judge's
    /// words, and the same answer however the tokens are spread over lines.
    #[test]
    fn answers_do_not_depend_on_layout(side in 2u32..7, picks in prop::collection::vec(0u32..1000, 0..40)) {
        let m = 2 * side - 1;
        let mut cells: Vec<(u32, u32)> = Vec::new();
        for p in picks {
            let (x, y) = (p % m + 1, p / m % m + 1);
            if x.abs_diff(y) < side && !cells.contains(&(x, y)) {
                cells.push((x, y));
            }
        }
        let moves: Vec<String> = cells.iter().map(|(x, y)| format!("{x} {y}")).collect();
        let one_line = format!("1\n{side} {}\n{}\n", cells.len(), moves.join("\n"));
        let spread = format!("1 {side}\n\n{}   {}", cells.len(), moves.join("\t\r\n "));
        let a = judge(&one_line).map_err(|(_, e)| e.to_string());
        let b = judge(&spread).map_err(|(_, e)| e.to_string());
        prop_assert_eq!(&a, &b);
        let out = a.unwrap();
        prop_assert!(out.starts_with("Case #1: "));
        let answer = out.trim_end().trim_start_matches("Case #1: ");
        let ok = answer == "none" || answer.split(" in move ").count() == 2;
        prop_assert!(ok, "{}", answer);
    }
}
