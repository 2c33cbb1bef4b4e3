//! `arbiter`: the contest judges on the command line.
//!
//! - `arbiter list` prints every problem slug with its title.
//! - `arbiter judge <problem> [FILE]` reads FILE (or standard input) and prints the answers.
//!   Bad input prints where it broke on standard error and exits with status 2.
//! - `arbiter check <problem> INPUT OUTPUT` checks OUTPUT as the contest's special judge would:
//!   exit 0 when accepted, 1 with the first wrong line and why, 2 when INPUT is broken.
//! - `arbiter gtp havannah|connect` speaks the Go Text Protocol; `arbiter match` plays two
//!   computer players against each other.
//! - `arbiter grundy <ruleset>` prints a heap game's Grundy values and their period.
//! - `arbiter gomocup [--ms N] [--nodes N] [--keep-table]` plays Gomoku over the Gomocup (Piskvork) protocol
//!   on standard input and output.

#[path = "arbiter/grundy.rs"]
mod grundy;

use arbiter::input::InputError;
use arbiter::judges;
use std::fs::File;
use std::io::{self, BufRead, BufWriter, Read, Write};
use std::process::ExitCode;

const USAGE: &str = "usage:
  arbiter list                      list the judge problems
  arbiter judge <problem> [FILE]    judge FILE (or standard input)
  arbiter check <problem> INPUT OUTPUT
                                    check OUTPUT for INPUT: exit 0 accepted, 1 wrong, 2 bad input
  arbiter sample <problem>          print the problem's sample input from the spec
  arbiter bench [NAME]              print speed figures (build with --release)
  arbiter gtp havannah|connect [--ms N] [--playouts N] [--threads N] [--swap on|off]
                [--engine mcts|mcts-ahead|mcts-run-stop|mcts-run-far|mcts-x0rc|mcts-x0sv5k|
                          mcts-x0bridge|ab-two|ab-chain]
                [--rings official|contest]
                                    speak the Go Text Protocol on standard input and output
                                    (--threads: root-parallel search on N threads; the
                                    command `solve [SECONDS]` runs the solver; --engine
                                    mcts-x0rc, mcts-x0sv5k, mcts-x0bridge: Havannah's
                                    search with the root check, the root solver or the
                                    bridge priors, as `arbiter match`)
  arbiter match havannah|connect|gomoku [--side S] [--mode official|contest] [--n N]
                [--size S] [--rule freestyle|standard|renju]
                [--playouts P] [--ms M] [--games G] [--seed X] [A] [B]
                                    play A against B (mcts, uct, nodes (P a move), beginner,
                                    casual, club, strongest (M ms a move); A:N gives A its own
                                    N playouts or ms, A:Nms a search N ms a move; default mcts
                                    against uct) with colours
                                    alternated from random openings
  arbiter grundy --list             list the games known by name
  arbiter grundy <RULESET> [--to N] [--csv]
                                    Grundy values of heaps 0..N (default 1000) of an octal code
                                    (0.07), a subtraction set ({1,2,5}) or a named game, with
                                    the period and its certificate; --csv writes n,value lines
  arbiter gomocup [--ms N] [--nodes N] [--keep-table]
                                    play Gomoku over the Gomocup (Piskvork) protocol;
                                    --keep-table keeps the search's table from move to move";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["list"] => {
            for problem in judges::PROBLEMS {
                println!("{:<20} {}", problem.slug, problem.title);
            }
            ExitCode::SUCCESS
        }
        ["judge", slug] => judge(slug, None),
        ["judge", slug, path] => judge(slug, Some(path)),
        ["check", slug, input, output] => check(slug, input, output),
        ["sample", slug] => match judges::find(slug) {
            Ok(problem) => {
                print!("{}", problem.sample_input);
                ExitCode::SUCCESS
            }
            Err(err) => {
                eprintln!("arbiter: {err}");
                ExitCode::from(2)
            }
        },
        ["match", rest @ ..] => match_players(rest),
        #[cfg(not(target_arch = "wasm32"))]
        ["gtp", rest @ ..] => gtp(rest),
        ["gomocup", flags @ ..] => gomocup(flags),
        ["bench"] => bench(None),
        ["bench", name] => bench(Some(name)),
        ["grundy", rest @ ..] => grundy::run(rest),
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn judge(slug: &str, path: Option<&str>) -> ExitCode {
    let problem = match judges::find(slug) {
        Ok(problem) => problem,
        Err(err) => {
            eprintln!("arbiter: {err}");
            return ExitCode::from(2);
        }
    };
    let result = (|| {
        let input: Box<dyn Read> = match path {
            Some(path) => Box::new(File::open(path).map_err(|err| {
                InputError::Io(io::Error::new(err.kind(), format!("{path}: {err}")))
            })?),
            None => Box::new(io::stdin().lock()),
        };
        let mut out = BufWriter::new(io::stdout().lock());
        let result = problem.run(input, &mut out);
        // Answers to the complete cases stand even when a later case is broken.
        out.flush()?;
        result
    })();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("arbiter: {err}");
            ExitCode::from(2)
        }
    }
}

fn check(slug: &str, input: &str, output: &str) -> ExitCode {
    let problem = match judges::find(slug) {
        Ok(problem) => problem,
        Err(err) => {
            eprintln!("arbiter: {err}");
            return ExitCode::from(2);
        }
    };
    let opened = File::open(input).map_err(|err| format!("{input}: {err}"));
    let answers = std::fs::read(output).map_err(|err| format!("{output}: {err}"));
    let (file, answers) = match (opened, answers) {
        (Ok(file), Ok(answers)) => (file, answers),
        (Err(err), _) | (_, Err(err)) => {
            eprintln!("arbiter: {err}");
            return ExitCode::from(2);
        }
    };
    match problem.check(io::BufReader::new(file), &answers) {
        Ok(verdict @ judges::Verdict::Accepted { .. }) => {
            println!("{verdict}");
            ExitCode::SUCCESS
        }
        Ok(verdict) => {
            println!("{verdict}");
            ExitCode::FAILURE
        }
        Err(err) => {
            eprintln!("arbiter: {input}: {err}");
            ExitCode::from(2)
        }
    }
}

fn bench(filter: Option<&str>) -> ExitCode {
    let mut out = io::stdout().lock();
    match arbiter::bench::run(filter, &mut out) {
        Ok(0) => {
            eprintln!("arbiter: no bench matches `{}`", filter.unwrap_or(""));
            ExitCode::from(2)
        }
        Ok(_) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("arbiter: {err}");
            ExitCode::FAILURE
        }
    }
}

fn match_players(args: &[&str]) -> ExitCode {
    use arbiter::bench::matches::{self, Arena, Contender};
    use arbiter::gomoku::Rule;
    use arbiter::havannah::Mode;
    let parsed = (|| -> Result<(Arena, Contender, Contender, u32, u64), String> {
        let (game, mut rest) = args.split_first().ok_or("match: name a game")?;
        let (mut side, mut n, mut playouts, mut games, mut seed) =
            (5u32, 8i32, 1000u64, 200u32, 1u64);
        let (mut size, mut rule, mut millis) = (15u8, Rule::Freestyle, 1000u64);
        let mut mode = Mode::TwoPlayerOfficialRing;
        let mut names = Vec::new();
        while let Some((&flag, tail)) = rest.split_first() {
            rest = tail;
            let mut value = || -> Result<&str, String> {
                let (&v, tail) = rest.split_first().ok_or(format!("{flag} needs a value"))?;
                rest = tail;
                Ok(v)
            };
            let number = |v: &str| {
                v.parse::<u64>()
                    .map_err(|_| format!("{flag}: `{v}` is not a number"))
            };
            match flag {
                "--side" => side = number(value()?)? as u32,
                "--n" => n = number(value()?)? as i32,
                "--playouts" => playouts = number(value()?)?,
                "--games" => games = number(value()?)? as u32,
                "--seed" => seed = number(value()?)?,
                "--ms" => millis = number(value()?)?,
                "--size" => {
                    size = match number(value()?)? {
                        s @ 5..=22 => s as u8,
                        s => return Err(format!("--size: {s} is not from 5 to 22")),
                    }
                }
                "--rule" => {
                    let name = value()?;
                    rule = Rule::from_name(name).ok_or(format!(
                        "--rule: `{name}` is not freestyle, standard or renju"
                    ))?;
                }
                "--mode" => {
                    mode = match value()? {
                        "official" => Mode::TwoPlayerOfficialRing,
                        "contest" => Mode::TwoPlayerContestRing,
                        other => {
                            return Err(format!("--mode: `{other}` is not official or contest"))
                        }
                    }
                }
                name => names.push(name),
            }
        }
        let arena = match *game {
            "havannah" => Arena::Havannah { side, mode },
            "connect" => Arena::Connect { n },
            "gomoku" => Arena::Gomoku { size, rule },
            other => {
                return Err(format!(
                    "match: `{other}` is not havannah, connect or gomoku"
                ))
            }
        };
        let player = |i: usize, default| {
            Contender::parse_timed(names.get(i).copied().unwrap_or(default), playouts, millis)
        };
        let (a, b) = (player(0, "mcts")?, player(1, "uct")?);
        Ok((arena, a, b, games, seed))
    })();
    match parsed {
        Ok((arena, a, b, games, seed)) => {
            let mut out = io::stdout().lock();
            match matches::run(arena, a, b, games, seed, &mut out) {
                Ok(_) => ExitCode::SUCCESS,
                Err(err) => {
                    eprintln!("arbiter: {err}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(err) => {
            eprintln!("arbiter: {err}");
            ExitCode::from(2)
        }
    }
}

/// The GTP session on standard input and output (native only: the engine's clock is).
#[cfg(not(target_arch = "wasm32"))]
fn gtp(args: &[&str]) -> ExitCode {
    use arbiter::engine::gtp::{ConnectRules, HavannahRules, HavannahSearch, Rules, Session};
    // Defaults: Havannah with the swap (as Castro), Connect without the pie rule.
    type Flags<'a> = (
        &'a str,
        (Option<u64>, Option<u64>, usize),
        HavannahRules,
        ConnectRules,
    );
    let parsed = (|| -> Result<Flags, String> {
        let (game, mut rest) = args
            .split_first()
            .ok_or("gtp: name a game (havannah or connect)")?;
        let (mut millis, mut playouts, mut threads) = (None, None, 1);
        let mut havannah = HavannahRules::default();
        let mut connect = ConnectRules::default();
        while let [flag, value, tail @ ..] = rest {
            let number = || {
                value
                    .parse::<u64>()
                    .map_err(|_| format!("{flag}: `{value}` is not a number"))
            };
            match *flag {
                "--ms" => millis = Some(number()?),
                "--playouts" => playouts = Some(number()?),
                "--threads" => {
                    threads = number()?.clamp(1, 256) as usize;
                }
                "--swap" => {
                    havannah.swap = match *value {
                        "on" => true,
                        "off" => false,
                        _ => return Err(format!("--swap: `{value}` is not on or off")),
                    };
                    connect.pie = havannah.swap;
                }
                "--engine" => {
                    connect.variant = match *value {
                        "mcts-ahead" => Some(11),
                        "mcts-run-stop" => Some(17),
                        "mcts-run-far" => Some(18),
                        _ => None,
                    };
                    havannah.search = HavannahSearch::parse(value).unwrap_or(havannah.search);
                    connect.alpha_beta = match *value {
                        "mcts" | "mcts-ahead" | "mcts-run-stop" | "mcts-run-far" | "mcts-x0rc" | "mcts-x0sv5k"
                        | "mcts-x0bridge" => {
                            None
                        }
                        "ab-two" => Some(arbiter::engine::mcts::Judge::Two),
                        "ab-chain" => Some(arbiter::engine::mcts::Judge::Chain),
                        _ => {
                            return Err(format!(
                                "--engine: `{value}` is not mcts, mcts-ahead, mcts-run-stop, mcts-run-far, \
                                 mcts-x0rc, mcts-x0sv5k, mcts-x0bridge, ab-two or ab-chain"
                            ))
                        }
                    }
                }
                "--rings" => {
                    havannah.mode = match *value {
                        "official" => arbiter::havannah::Mode::TwoPlayerOfficialRing,
                        "contest" => arbiter::havannah::Mode::TwoPlayerContestRing,
                        _ => return Err(format!("--rings: `{value}` is not official or contest")),
                    }
                }
                _ => return Err(format!("gtp: unknown flag {flag}")),
            }
            rest = tail;
        }
        if let [extra, ..] = rest {
            return Err(format!("gtp: `{extra}` needs a value or is not a flag"));
        }
        Ok((game, (millis, playouts, threads), havannah, connect))
    })();
    fn serve<R: Rules>(
        rules: R,
        (millis, playouts, threads): (Option<u64>, Option<u64>, usize),
    ) -> ExitCode {
        let mut session = Session::new(rules, millis, playouts).with_threads(threads);
        let stdin = io::stdin();
        let mut out = io::stdout().lock();
        let mut line = String::new();
        loop {
            line.clear();
            match stdin.read_line(&mut line) {
                Ok(0) | Err(_) => return ExitCode::SUCCESS,
                Ok(_) => {}
            }
            if let Some(response) = session.handle(&line) {
                // The search's figures go to standard error, as Morat prints its own.
                if let Some(log) = session.take_log() {
                    eprintln!(
                        "playouts {} in {:.0} ms ({:.0} /s), win rate {:.3}",
                        log.playouts,
                        log.millis,
                        log.playouts as f64 * 1000.0 / log.millis.max(1.0),
                        log.win_rate
                    );
                }
                if out
                    .write_all(response.as_bytes())
                    .and_then(|_| out.flush())
                    .is_err()
                {
                    return ExitCode::SUCCESS;
                }
            }
            if session.done {
                return ExitCode::SUCCESS;
            }
        }
    }
    match parsed {
        Ok(("havannah", effort, rules, _)) => serve(rules, effort),
        Ok(("connect", effort, _, rules)) => serve(rules, effort),
        Ok((other, ..)) => {
            eprintln!("arbiter: gtp: `{other}` is not havannah or connect");
            ExitCode::from(2)
        }
        Err(err) => {
            eprintln!("arbiter: {err}");
            ExitCode::from(2)
        }
    }
}

/// The Gomocup session on standard input and output. `--ms N` fixes the time per move and
/// `--nodes N` the nodes per move (equal-effort matches); by default the manager's `INFO`
/// says, and a move takes at most 5 seconds.
fn gomocup(flags: &[&str]) -> ExitCode {
    use arbiter::engine::gomoku::gomocup::{Reply, Session};
    use arbiter::engine::{Budget, Clock};
    /// Time since a command arrived.
    struct Since(std::time::Instant);
    impl Clock for Since {
        fn elapsed_ms(&self) -> f64 {
            self.0.elapsed().as_secs_f64() * 1000.0
        }
    }
    let mut fixed = Budget::default();
    let mut keep_table = false;
    let mut rest = flags.iter();
    while let Some(&flag) = rest.next() {
        if flag == "--keep-table" {
            keep_table = true;
            continue;
        }
        let value = rest.next().and_then(|v| v.parse::<u64>().ok());
        match (flag, value) {
            ("--ms", Some(ms)) => fixed.millis = Some(ms),
            ("--nodes", Some(nodes)) => fixed.playouts = Some(nodes),
            _ => {
                eprintln!("arbiter: gomocup takes --ms N, --nodes N and --keep-table, not `{flag}`\n{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let fixed = (fixed != Budget::default()).then_some(fixed);
    let mut session = Session::new(5_000, fixed).keeping_table(keep_table);
    let mut out = io::stdout().lock();
    let mut input = io::stdin().lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        let text = text.strip_suffix(b"\r").unwrap_or(text);
        match session.handle_bytes(text, &Since(std::time::Instant::now())) {
            Reply::End => break,
            Reply::Lines(lines) => {
                for reply in lines {
                    if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
                        return ExitCode::FAILURE;
                    }
                }
            }
        }
    }
    ExitCode::SUCCESS
}
