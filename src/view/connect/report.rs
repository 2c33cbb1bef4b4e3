//! The verdict panel for Connect: whose turn, who won and how, what the last move linked and
//! what blocked it, and where a pasted dataset stands against the judge's answer.

use super::ConnectView;
use crate::connect::{colour_name, Blocked, Connect, Link, Move, MoveReport, Point, BLACK, WHITE};
use crate::game::{Game, History, Outcome, Player};
use crate::view::{Action, Command, Fact, Report};

/// The axis a colour's home edges cross: Black joins x = 0 to x = N, White y = 0 to y = N.
fn axis(player: Player) -> &'static str {
    match player {
        Player::First => "x",
        Player::Second => "y",
    }
}

fn links_text(links: &[Link]) -> String {
    if links.is_empty() {
        return "none".into();
    }
    let list: Vec<String> = links.iter().map(ToString::to_string).collect();
    list.join(", ")
}

fn blocked_text(blocked: &[Blocked]) -> String {
    if blocked.is_empty() {
        return "none".into();
    }
    let list: Vec<String> = blocked
        .iter()
        .map(|b| {
            let by: Vec<String> = b.by.iter().map(ToString::to_string).collect();
            format!("{} by {}", b.link, by.join(" and "))
        })
        .collect();
    list.join("; ")
}

fn path_text(path: &[Point]) -> String {
    let list: Vec<String> = path.iter().map(ToString::to_string).collect();
    list.join(" → ")
}

/// What the last move did.
fn last_move_facts(last: &MoveReport, facts: &mut Vec<Fact>) {
    let who = colour_name(last.player);
    let what = match (last.mv, last.removed) {
        (Move::Swap, Some(old)) => format!(
            "{who} swapped: {}'s peg at {old} is now {who}'s at {}",
            colour_name(last.player.opponent()),
            last.placed
        ),
        _ => format!("{who} peg at {}", last.placed),
    };
    facts.push(Fact::new(
        "Last move",
        format!("{}. {what}", last.move_number),
    ));
    facts.push(Fact::new("Links added", links_text(&last.added)));
    facts.push(Fact::new("Links blocked", blocked_text(&last.blocked)));
    if last.won {
        facts.push(Fact::new("Winning path", path_text(&last.winning_path)));
    }
}

fn pie_fact(game: &Connect, history: &[Move]) -> String {
    if !game.pie_rule() {
        "off".into()
    } else if game.swap_available() {
        "on: White may swap now (Swap button) or place a peg".into()
    } else if history.get(1) == Some(&Move::Swap) {
        "on: White swapped on move 2".into()
    } else {
        "on: White may swap on move 2".into()
    }
}

/// Where a loaded dataset stands, and the judge's answer once its last move is on the board.
fn dataset_facts(view: &ConnectView, history: &History<Connect>, facts: &mut Vec<Fact>) {
    let Some(loaded) = &view.loaded else {
        return;
    };
    let dataset = loaded.current();
    let played = history.moves();
    let on_track = played.len() <= dataset.moves.len()
        && played
            .iter()
            .zip(&dataset.moves)
            .all(|(mv, &p)| *mv == Move::Place(p));
    let total = dataset.moves.len();
    let at = if on_track {
        format!("move {} of {total}", played.len())
    } else {
        format!("left at a move of your own ({total} in the dataset)")
    };
    facts.push(Fact::new(
        "Dataset",
        format!(
            "{} of {}: N = {}, {at}",
            loaded.index + 1,
            loaded.datasets.len(),
            dataset.n
        ),
    ));
    if on_track && played.len() == total {
        let why = if dataset.black_wins {
            "Black's last move joins its home edges"
        } else {
            "Black's last move does not win"
        };
        facts.push(Fact::new(
            "Judge answer",
            format!("{} ({why})", dataset.answer()),
        ));
    }
}

fn actions(view: &ConnectView, history: &History<Connect>) -> Vec<Action> {
    let game = history.current();
    let mut actions = Vec::new();
    if game.pie_rule() {
        actions.push(Action::button(
            Command::Swap,
            "Swap (pie rule)",
            game.swap_available(),
        ));
    }
    let queued = !history.redoable().is_empty();
    if queued || view.loaded.is_some() {
        actions.push(Action::button(
            Command::ToStart,
            "To start",
            !history.moves().is_empty(),
        ));
        actions.push(Action::button(Command::Redo, "Step", queued));
        actions.push(Action::button(Command::ToEnd, "To end", queued));
    }
    if let Some(loaded) = &view.loaded {
        actions.push(Action::button(
            Command::NextDataset,
            "Next dataset",
            loaded.index + 1 < loaded.datasets.len(),
        ));
    }
    actions.push(Action::with_text(
        Command::Load,
        "Load dataset",
        "Paste a contest input to step through: N M, then M moves as x y \
         (e.g. 4 5  0 2 2 4 4 2 3 2 2 1)",
    ));
    actions
}

/// Adds Connect's verdict, figures and buttons to `report`.
pub fn describe(view: &ConnectView, history: &History<Connect>, report: &mut Report) {
    let game = history.current();
    let verdict = game.verdict();
    let n = game.n();
    report.hint_note = "There is no perfect-play solver for Connect here, so no winning moves are \
                        shown. Hover a free point to preview the links a peg there would make."
        .into();
    report.actions = actions(view, history);
    match verdict.outcome {
        Outcome::Won { winner } => {
            let (who, axis) = (colour_name(winner), axis(winner));
            report.verdict = format!("{who} wins: the links join {axis} = 0 and {axis} = {n}");
        }
        Outcome::Drawn => {
            report.verdict = format!(
                "Draw: {} has no free point left, and nobody joined their home edges",
                colour_name(verdict.to_move)
            );
        }
        Outcome::Ongoing { .. } => {
            if verdict.swap_available {
                report.status.push_str(" (or swap)");
            }
            report.verdict = "No winner yet".into();
        }
    }
    let facts = &mut report.facts;
    facts.push(Fact::new(
        "Black",
        format!("moves first; red edges x = 0 and x = {n} (left, right)"),
    ));
    facts.push(Fact::new(
        "White",
        format!("blue edges y = 0 and y = {n} (bottom, top)"),
    ));
    facts.push(Fact::new(
        "Board",
        format!("N = {n}, (0, 0) bottom left; corners closed"),
    ));
    facts.push(Fact::new("Pie rule", pie_fact(game, history.moves())));
    facts.push(Fact::new("Moves played", verdict.moves_played.to_string()));
    if let Some(last) = &view.last {
        last_move_facts(last, facts);
    }
    let count = |owner: Player| game.links().filter(|&(_, o)| o == owner).count();
    facts.push(Fact::new(
        "Links on the board",
        format!("Black {}, White {}", count(BLACK), count(WHITE)),
    ));
    dataset_facts(view, history, facts);
}
