//! Stripes, natively: bars laid where the chosen length is clicked, refusals, hover, a pasted
//! case beside the judge's answer, and verdicts and winning moves checked against an
//! exhaustive search of the real game (cells covered one by one) on small strips.
use crate::common::board::{
    act, click, draw, fact, judge, point, refusal, refused_options, says, shown, start, worded,
};
use crate::common::perfect::perfect_beats_random;
use crate::common::Rng;
use arbiter::view::{Board, CaseError, Command, OptionError, Pick, Refusal, Tone};
use std::collections::{BTreeSet, HashMap};

const W: f64 = 640.0;
const H: f64 = 320.0;

/// Strips as cells, true where a bar lies.
type Cells = Vec<Vec<bool>>;

fn notation(strip: usize, start: usize, len: usize) -> String {
    match len {
        1 => format!("row {}: pin {}", strip + 1, start + 1),
        _ => format!("row {}: pins {}–{}", strip + 1, start + 1, start + len),
    }
}

/// Every bar that fits on free cells, with the position it leaves.
fn options(cells: &Cells, bars: &[usize]) -> Vec<(String, Cells)> {
    let lengths: BTreeSet<usize> = bars.iter().copied().collect();
    let mut out = Vec::new();
    for (s, strip) in cells.iter().enumerate() {
        for start in 0..strip.len() {
            for &len in &lengths {
                if start + len <= strip.len() && strip[start..start + len].iter().all(|&c| !c) {
                    let mut next = cells.clone();
                    next[s][start..start + len].fill(true);
                    out.push((notation(s, start, len), next));
                }
            }
        }
    }
    out
}

fn wins(cells: &Cells, bars: &[usize], memo: &mut HashMap<Cells, bool>) -> bool {
    if let Some(&known) = memo.get(cells) {
        return known;
    }
    let result = options(cells, bars)
        .iter()
        .any(|(_, next)| !wins(next, bars, memo));
    memo.insert(cells.clone(), result);
    result
}

#[test]
fn verdicts_and_winning_moves_match_exhaustive_search() {
    let mut rng = Rng(0x57e1);
    for _ in 0..60 {
        let bars: Vec<usize> = (0..3).map(|_| 1 + rng.below(4)).collect();
        let strips: Vec<usize> = (0..1 + rng.below(2)).map(|_| 1 + rng.below(9)).collect();
        let text = |v: &[usize]| {
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut board = start(
            "stripes",
            &[("bars", &text(&bars)), ("strips", &text(&strips))],
        );
        let mut cells: Cells = strips.iter().map(|&n| vec![false; n]).collect();
        let mut memo = HashMap::new();
        loop {
            let report = shown(&*board);
            let all = options(&cells, &bars);
            if all.is_empty() {
                assert_eq!(report.tone, Tone::Over);
                break;
            }
            let mover_wins = wins(&cells, &bars, &mut memo);
            assert_eq!(report.tone == Tone::Win, mover_wins, "{bars:?} {cells:?}");
            let expected: BTreeSet<String> = all
                .iter()
                .filter(|(_, next)| !wins(next, &bars, &mut memo))
                .map(|(mv, _)| mv.clone())
                .collect();
            let listed: BTreeSet<String> = report.winning_moves.iter().cloned().collect();
            assert_eq!(listed, expected, "{bars:?} {cells:?}");
            if let Some(answer) = judge(&report, "stripes") {
                assert_eq!(
                    answer.ends_with(" will win"),
                    mover_wins,
                    "{bars:?} {cells:?}"
                );
            }
            let (mv, next) = all[rng.below(all.len())].clone();
            board.play(&mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
            cells = next;
        }
    }
}

#[test]
fn bars_are_laid_by_clicks_with_the_chosen_length() {
    says(
        refused_options("stripes", &[("bars", "1 5")]),
        Refusal::BadOption(OptionError::NotThreeBars),
        "Bar lengths c z n: give three lengths",
    );
    let mut game = start("stripes", &[("bars", "1 5 1"), ("strips", "6")]);
    draw(&mut *game, W, H);
    let report = shown(&*game);
    // A strip of 6 under bars 1 and 5 is lost for the player to move, as the judge says.
    assert_eq!(report.tone, Tone::Loss);
    assert_eq!(
        judge(&report, "stripes").as_deref(),
        Some("Player 1 will lose")
    );
    assert_eq!(report.pending, "Chosen bar: 1 cell (bars: 1 5)");
    assert_eq!(
        fact(&report, "Free runs").as_deref(),
        Some("strip 1: G(6) = 0")
    );
    let report = act(&mut *game, Command::MiddleBar, None).unwrap();
    assert_eq!(report.pending, "Chosen bar: 5 cells (bars: 1 5)");
    says(
        act(&mut *game, Command::LongestBar, None).unwrap_err(),
        Refusal::Pick(Pick::NoSuchBar),
        "These rules have fewer distinct bar lengths",
    );
    // Hovering the last cell shows the bar ending there; clicking lays it.
    let last = point(&*game, "strip 1 cell 6");
    assert!(game.hover(last.0, last.1));
    let report = click(&mut *game, "strip 1 cell 6").unwrap();
    assert_eq!(report.moves, ["row 1: pins 2–6"]);
    assert_eq!(report.tone, Tone::Win);
    assert_eq!(report.winning_moves, ["row 1: pin 1"]);
    draw(&mut *game, W, H);
    says(
        click(&mut *game, "strip 1 cell 1").unwrap_err(),
        Refusal::Pick(Pick::BarTooLong { bar: 5, run: 1 }),
        "The chosen bar of 5 cells does not fit in this free run of 1 cell",
    );
    says(
        click(&mut *game, "strip 1 cell 3").unwrap_err(),
        Refusal::Pick(Pick::Covered),
        "That cell is covered by a bar already",
    );
    says(
        refusal(&mut *game, 1.0, 1.0),
        Refusal::Missed {
            hint: "Click a free cell to lay the chosen bar there",
        },
        "Click a free cell to lay the chosen bar there",
    );
    act(&mut *game, Command::ShortestBar, None).unwrap();
    let report = click(&mut *game, "strip 1 cell 1").unwrap();
    assert_eq!(report.status, "Game over: Player 2 wins");
    assert_eq!(report.verdict, "Player 1 cannot move: Player 2 wins");
    // A pasted case replaces the game with its strip; one case is read whole, so a second
    // strip is refused where it starts.
    assert_eq!(
        act(&mut *game, Command::Load, Some("2 3 2\n2\n9\n4\n"))
            .unwrap_err()
            .to_string(),
        "Case: line 4, column 1: expected end of input after the case (paste one case), found `4`"
    );
    let report = act(&mut *game, Command::Load, Some("2 3 2\n1\n9\n")).unwrap();
    assert_eq!(fact(&report, "Bar lengths").as_deref(), Some("2 3 2"));
    assert_eq!(
        fact(&report, "Free runs").as_deref(),
        Some("strip 1: G(9) = 1")
    );
    assert!(report.moves.is_empty());
    assert_eq!(
        game.start().unwrap().options,
        [("bars", "2 3 2".to_string()), ("strips", "9".to_string())]
    );
    assert_eq!(
        worded(
            act(&mut *game, Command::Load, Some("1 2")).unwrap_err(),
            |r| matches!(r, Refusal::BadCase(CaseError::Format(_)))
        ),
        "Case: line 1, column 4: expected n (1..=20), found end of input"
    );
}

#[test]
fn the_perfect_computer_wins_whatever_the_random_player_clicks() {
    let mut rng = Rng(0x5a5a);
    for round in 0..30 {
        let strips = format!("{} {}", 1 + rng.below(20), 1 + rng.below(12));
        let bars = ["1 2 3", "2 2 5", "1 5 1", "3 4 7"][round % 4];
        let mut board: Box<dyn Board> = start("stripes", &[("bars", bars), ("strips", &strips)]);
        act(&mut *board, Command::ShortestBar, None).unwrap();
        perfect_beats_random(&mut *board, &mut rng, W, H);
    }
}
