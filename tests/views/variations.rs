//! The variation tree: random play, undo, play again, variation switches, promotions,
//! deletions and comments, checked at every step against a naive model of the tree (the line
//! shown, the position shown, the alternatives and comments in the list, each position the
//! one that replaying its line from the start gives); then written as a link and as text,
//! read back equal and reopened to the same tree.
use crate::common::Rng;
use arbiter::view::{Board, Command, GameState, GameTree, Session, StateError};
use std::collections::BTreeMap;

/// The tree as plainly as it can be kept: nodes with their notation, comment and children
/// (the first the main continuation); node 0 is the start.
#[derive(Clone, Debug, Default)]
struct Model {
    nodes: Vec<(String, String, Vec<usize>)>,
    /// The nodes of the line shown.
    line: Vec<usize>,
    ply: usize,
}

impl Model {
    fn new() -> Self {
        Model {
            nodes: vec![(String::new(), String::new(), Vec::new())],
            line: Vec::new(),
            ply: 0,
        }
    }

    fn at(&self, ply: usize) -> usize {
        if ply == 0 {
            0
        } else {
            self.line[ply - 1]
        }
    }

    fn parent(&self, node: usize) -> usize {
        (0..self.nodes.len())
            .find(|&p| self.nodes[p].2.contains(&node))
            .unwrap()
    }

    /// The line is the first `keep` moves, then `node` and its main continuation.
    fn reroute(&mut self, keep: usize, node: usize) {
        self.line.truncate(keep);
        let mut next = Some(node);
        while let Some(n) = next {
            self.line.push(n);
            next = self.nodes[n].2.first().copied();
        }
    }

    fn play(&mut self, notation: &str) {
        let parent = self.at(self.ply);
        let known = self.nodes[parent]
            .2
            .iter()
            .copied()
            .find(|&c| self.nodes[c].0 == notation);
        let node = known.unwrap_or_else(|| {
            self.nodes
                .push((notation.to_string(), String::new(), Vec::new()));
            let node = self.nodes.len() - 1;
            self.nodes[parent].2.push(node);
            node
        });
        if self.line.get(self.ply) != Some(&node) {
            self.reroute(self.ply, node);
        }
        self.ply += 1;
    }

    fn siblings(&self, ply: usize) -> &[usize] {
        &self.nodes[self.parent(self.line[ply - 1])].2
    }

    fn choose(&mut self, ply: usize, choice: usize) {
        let node = self.siblings(ply)[choice];
        self.reroute(ply - 1, node);
        self.ply = ply;
    }

    fn promote(&mut self) -> bool {
        let mut changed = false;
        for &node in &self.line.clone() {
            let parent = self.parent(node);
            let children = &mut self.nodes[parent].2;
            let i = children.iter().position(|&c| c == node).unwrap();
            if i > 0 {
                let moved = children.remove(i);
                children.insert(0, moved);
                changed = true;
            }
        }
        changed
    }

    fn delete(&mut self) {
        let node = self.line[self.ply - 1];
        let parent = self.parent(node);
        self.nodes[parent].2.retain(|&c| c != node);
        self.ply -= 1;
        match self.nodes[parent].2.first().copied() {
            Some(next) => self.reroute(self.ply, next),
            None => self.line.truncate(self.ply),
        }
    }

    fn notation(&self) -> Vec<String> {
        self.line.iter().map(|&n| self.nodes[n].0.clone()).collect()
    }

    /// Checks the board shows what the model holds.
    fn check(&self, board: &dyn Board, fresh: &dyn Fn(&[String]) -> Session, context: &str) {
        assert_eq!(board.moves(0, usize::MAX), self.notation(), "{context}");
        assert_eq!(board.ply(), self.ply, "{context}");
        let report = board.report();
        assert_eq!(report.comment, self.nodes[self.at(self.ply)].1, "{context}");
        for entry in board.entries(0, usize::MAX) {
            let siblings = self.siblings(entry.number);
            let names: Vec<String> = siblings.iter().map(|&s| self.nodes[s].0.clone()).collect();
            if names.len() > 1 {
                assert_eq!(
                    entry.alternatives, names,
                    "{context}: move {}",
                    entry.number
                );
            } else {
                assert!(entry.alternatives.is_empty(), "{context}");
            }
            assert_eq!(
                siblings[entry.choice],
                self.line[entry.number - 1],
                "{context}"
            );
            assert_eq!(entry.comment, self.nodes[self.line[entry.number - 1]].1);
        }
        // The position shown is the one its line's moves give, played from the start.
        let replayed = fresh(&self.notation()[..self.ply]);
        let expected = replayed.board().report();
        assert_eq!(
            (&report.status, &report.verdict, &report.last_move),
            (&expected.status, &expected.verdict, &expected.last_move),
            "{context}"
        );
    }
}

fn nim() -> Session {
    let values = BTreeMap::from([("heaps".to_string(), "3 4 5".to_string())]);
    Session::new("nim", values).unwrap()
}

fn replay(moves: &[String]) -> Session {
    let mut session = nim();
    for mv in moves {
        session.board_mut().play(mv).unwrap();
    }
    session
}

/// One random step on the board and the model alike; the board refuses exactly what the
/// model says cannot be done.
fn step(board: &mut dyn Board, model: &mut Model, rng: &mut Rng) -> String {
    let length = model.line.len();
    match rng.below(12) {
        0..=4 => {
            let mv = format!("take {} from heap {}", 1 + rng.below(2), 1 + rng.below(3));
            if board.play(&mv).is_ok() {
                model.play(&mv);
            }
            mv
        }
        5 => {
            let ok = board.act(Command::Undo, None).is_ok();
            assert_eq!(ok, model.ply > 0);
            model.ply = model.ply.saturating_sub(1);
            "undo".into()
        }
        6 => {
            let to = rng.below(length + 1);
            board.go_to(to).unwrap();
            model.ply = to;
            format!("go to {to}")
        }
        7 if length > 0 => {
            let ply = 1 + rng.below(length);
            let count = model.siblings(ply).len();
            let choice = rng.below(count + 1);
            let ok = board.variation(ply, choice).is_ok();
            assert_eq!(ok, choice < count, "variation {ply}.{choice}");
            if ok {
                model.choose(ply, choice);
            }
            format!("variation {ply}.{choice}")
        }
        8 => {
            let ok = board.act(Command::Promote, None).is_ok();
            let expected = model.ply > 0 && model.promote();
            assert_eq!(ok, expected, "promote");
            "promote".into()
        }
        9 if rng.below(3) == 0 => {
            let ok = board.act(Command::Delete, None).is_ok();
            assert_eq!(ok, model.ply > 0, "delete");
            if ok {
                model.delete();
            }
            "delete".into()
        }
        10 => {
            let text = format!("note {} \"quoted\"\nand a second line", rng.below(100));
            board.act(Command::Comment, Some(&text)).unwrap();
            let node = model.at(model.ply);
            model.nodes[node].1 = text.trim().to_string();
            "comment".into()
        }
        _ => {
            let command = match rng.below(2) {
                0 => Command::NextVariation,
                _ => Command::PreviousVariation,
            };
            let ok = board.act(command, None).is_ok();
            let count = match model.ply {
                0 => 0,
                ply => model.siblings(ply).len(),
            };
            assert_eq!(ok, count > 1, "{command}");
            if ok {
                let ply = model.ply;
                let choice = model
                    .siblings(ply)
                    .iter()
                    .position(|&s| s == model.line[ply - 1])
                    .unwrap();
                let next = match command {
                    Command::NextVariation => (choice + 1) % count,
                    _ => (choice + count - 1) % count,
                };
                model.choose(ply, next);
            }
            command.to_string()
        }
    }
}

/// The state written as a link and as text reads back equal, and opens to the same tree.
fn round_trip(session: &Session, model: &Model) -> GameState {
    let state = session.state();
    let link = state.to_link();
    assert_eq!(GameState::from_link(&link).as_ref(), Ok(&state), "{link}");
    let text = state.to_text("Nim");
    assert_eq!(GameState::from_text(&text).as_ref(), Ok(&state), "{text}");
    let opened = Session::open(&state).unwrap_or_else(|e| panic!("{link}: {e}"));
    assert_eq!(opened.state(), state, "{link}");
    model.check(opened.board(), &replay, &link);
    let plain = state.tree.is_plain_line() && state.line.is_empty();
    assert_eq!(link.starts_with("v=1&"), plain, "{link}");
    state
}

#[test]
fn random_trees_keep_every_position_the_replay_of_its_line() {
    let mut rng = Rng(0x7ee5_0fba_1ac0_de11);
    let (mut branched, mut commented) = (0, 0);
    for round in 0..30 {
        let mut session = nim();
        let mut model = Model::new();
        let mut trail = Vec::new();
        for _ in 0..60 {
            trail.push(step(session.board_mut(), &mut model, &mut rng));
            let context = format!("round {round}: {}", trail.join(", "));
            model.check(session.board(), &replay, &context);
        }
        let state = round_trip(&session, &model);
        branched += usize::from(!state.line.is_empty());
        commented += usize::from(state.tree.moves.iter().any(|m| !m.comment.is_empty()));
    }
    // The steps reach what they are meant to test.
    assert!(branched >= 5 && commented >= 5, "{branched} {commented}");
}

#[test]
fn a_move_from_an_earlier_position_keeps_the_old_line_as_the_main_line() {
    let mut s = nim();
    let board = s.board_mut();
    for mv in [
        "take 1 from heap 1",
        "take 2 from heap 2",
        "take 3 from heap 3",
    ] {
        board.play(mv).unwrap();
    }
    board.go_to(1).unwrap();
    board.play("take 4 from heap 2").unwrap();
    assert_eq!(
        board.moves(0, usize::MAX),
        ["take 1 from heap 1", "take 4 from heap 2"]
    );
    let entry = &board.entries(1, 2)[0];
    assert_eq!(
        (entry.alternatives.as_slice(), entry.choice),
        (
            &[
                "take 2 from heap 2".to_string(),
                "take 4 from heap 2".to_string()
            ][..],
            1
        )
    );
    // Up and down switch back to the main line and its continuation.
    board.act(Command::PreviousVariation, None).unwrap();
    assert_eq!(board.ply(), 2);
    assert_eq!(board.moves(0, usize::MAX).len(), 3);
    board.act(Command::NextVariation, None).unwrap();
    board.act(Command::Promote, None).unwrap();
    assert_eq!(board.entries(1, 2)[0].choice, 0);
    assert_eq!(
        board.act(Command::Promote, None).unwrap_err().to_string(),
        "This line is the main line already"
    );
    board
        .act(Command::Comment, Some("  empties heap 2  "))
        .unwrap();
    assert_eq!(board.report().comment, "empties heap 2");
    assert_eq!(board.entries(1, 2)[0].comment, "empties heap 2");

    let state = s.state();
    assert_eq!(
        state.to_link(),
        "v=2&game=nim&heaps=3+4+5&rule=normal&k=1&moves=take+1+from+heap+1;take+4+from+heap+2\
         {empties+heap+2}[take+2+from+heap+2;take+3+from+heap+3]&at=2"
    );
    assert_eq!(
        state.to_text("Nim"),
        "[Arbiter \"2\"]\n[Game \"nim\"]\n[Title \"Nim\"]\n[heaps \"3 4 5\"]\n\
         [rule \"normal\"]\n[k \"1\"]\n[At \"2\"]\n\n1. take 1 from heap 1\n\
         2. take 4 from heap 2\n{empties heap 2}\n  2. take 2 from heap 2\n\
         \x20 3. take 3 from heap 3\n"
    );
    // Deleting the promoted move leaves the old line, shown from the position before it.
    let board = s.board_mut();
    board.act(Command::Delete, None).unwrap();
    assert_eq!(board.ply(), 1);
    assert_eq!(board.moves(0, usize::MAX).len(), 3);
    assert!(board
        .entries(0, 3)
        .iter()
        .all(|e| e.alternatives.is_empty()));
    assert_eq!(
        board
            .act(Command::NextVariation, None)
            .unwrap_err()
            .to_string(),
        "No other move was played from the position before this one"
    );
}

#[test]
fn the_documented_tree_spellings_read_and_version_1_still_reads() {
    let link = "v=2&game=nim&heaps=3+4+5&moves={a+start}take+1+from+heap+1\
                [take+2+from+heap+1{also+fine};take+1+from+heap+2][take+3+from+heap+1]\
                ;take+5+from+heap+3&line=1.2&at=1";
    let state = GameState::from_link(link).unwrap();
    assert_eq!(state.tree.comment, "a start");
    assert_eq!(state.tree.moves.len(), 5);
    assert_eq!(state.moves(), ["take 3 from heap 1"]);
    let session = Session::open(&state).unwrap();
    let entry = &session.board().entries(0, 1)[0];
    assert_eq!(entry.alternatives.len(), 3);
    assert_eq!(entry.choice, 2);
    let text = state.to_text("Nim");
    assert!(
        text.contains(
            "[Line \"1.2\"]\n[At \"1\"]\n\n{a start}\n1. take 1 from heap 1\n  \
             1. take 2 from heap 1\n  {also fine}\n  2. take 1 from heap 2\n  \
             1. take 3 from heap 1\n2. take 5 from heap 3\n"
        ),
        "{text}"
    );
    assert_eq!(GameState::from_text(&text), Ok(state.clone()));
    assert_eq!(GameState::from_link(&state.to_link()), Ok(state));

    // Version 1: one line; indentation means nothing and braces are no comment.
    let v1 = "[Arbiter \"1\"]\n[Game \"nim\"]\n\n1. take 1 from heap 1\n  2. take 1 from heap 2\n";
    assert_eq!(
        GameState::from_text(v1).unwrap().moves(),
        ["take 1 from heap 1", "take 1 from heap 2"]
    );
    let bad = GameState::from_text(&v1.replace("  2. take 1 from heap 2", "{no}"));
    assert!(matches!(bad, Err(StateError::Syntax { line: Some(5), .. })));
    let state = GameState::from_link("v=1&game=nim&moves=take+1+from+heap+1;;&at=1").unwrap();
    assert_eq!(
        state.tree,
        GameTree::from_line(["take 1 from heap 1".into()])
    );

    // A tree read from another program's record opens the same way.
    let mut tree = GameTree::default();
    let first = tree.push(None, "take 1 from heap 1");
    tree.push(Some(first), "take 1 from heap 2");
    let other = tree.push(None, "take 2 from heap 3");
    tree.moves[other].comment = "a variation".to_string();
    let state = GameState::new("nim", Vec::new(), tree);
    assert_eq!(state.at, 2);
    let session = Session::open(&state).unwrap();
    assert_eq!(session.board().entries(0, 1)[0].alternatives.len(), 2);
    assert_eq!(session.state().tree, state.tree);
}

#[test]
fn damaged_trees_say_what_is_wrong() {
    let cases = [
        ("moves=a[", "expected `]` closing every variation"),
        (
            "moves=[a]",
            "expected a move before a variation, found `[a]`",
        ),
        ("moves=a;", "expected a move after `;`"),
        ("moves=a[]", "expected a move in the variation, found `]`"),
        (
            "moves=a{x}{y}",
            "expected one comment after a move, found `{y}`",
        ),
        (
            "moves=take+1+from+heap+1&line=1.1",
            "its line takes variation 1 at move 1",
        ),
        (
            "moves=take+1+from+heap+1&line=x",
            "expected the line as move.variation",
        ),
    ];
    for (tail, why) in cases {
        let link = format!("v=2&game=nim&{tail}");
        let err = GameState::from_link(&link).unwrap_err().to_string();
        assert!(err.starts_with(why), "{link}: {err}");
    }
    let text = "[Arbiter \"2\"]\n[Game \"nim\"]\n\n1. a\n    2. b\n";
    assert_eq!(
        GameState::from_text(text).unwrap_err().to_string(),
        "line 5: expected a move as deep as the one before, or one level deeper, found `2. b`"
    );
    let text = "[Arbiter \"2\"]\n[Game \"nim\"]\n\n1. take 9 from heap 1\n";
    let state = GameState::from_text(text).unwrap();
    let err = Session::open(&state).map(|_| ()).unwrap_err().to_string();
    assert!(
        err.starts_with("move 1, `take 9 from heap 1`, was refused"),
        "{err}"
    );
}
