//! The robustness check behind the fuzz targets (`fuzz/`) and the replay of their saved corpus
//! (`tests/judges/fuzz_corpus.rs`): any bytes at all are judged twice, whole and trickled in small
//! pieces as a pipe delivers them, and both runs must agree, with every error placed inside the
//! input. A panic, an abort or a disagreement is a finding.

use super::Problem;
use crate::input::{InputError, Trickle};
use std::io::Read;

/// One run's answers and error message.
type Run = (Vec<u8>, Option<String>);

fn run(problem: &Problem, source: impl Read) -> Run {
    let mut out = Vec::new();
    let result = problem.run(source, &mut out);
    (out, result.err().map(|e| describe(&e)))
}

fn describe(err: &InputError) -> String {
    match err {
        InputError::Format { pos, .. } => format!("{pos}|{err}"),
        InputError::Io(_) => err.to_string(),
    }
}

/// Judges `bytes` whole and in pieces of `1 + len % 13` bytes. Fails, saying how, when the two
/// runs disagree, when the answers are not UTF-8, or when an error is not a format error at a
/// line and column inside the input.
pub fn judge_both_ways(problem: &Problem, bytes: &[u8]) -> Result<(), String> {
    let whole = run(problem, bytes);
    let step = 1 + bytes.len() % 13;
    let trickled = run(problem, Trickle { bytes, step });
    if whole != trickled {
        return Err(format!(
            "{}: whole and in pieces of {step} disagree: {:?} / {:?}",
            problem.slug,
            summary(&whole),
            summary(&trickled)
        ));
    }
    if std::str::from_utf8(&whole.0).is_err() {
        return Err(format!("{}: answers are not UTF-8", problem.slug));
    }
    if let Some(message) = &whole.1 {
        let lines = bytes.iter().filter(|&&b| b == b'\n').count() + 1;
        let line: Option<usize> = message
            .strip_prefix("line ")
            .and_then(|rest| rest.split(',').next())
            .and_then(|n| n.parse().ok());
        match line {
            Some(line) if (1..=lines).contains(&line) => {}
            _ => {
                return Err(format!(
                    "{}: error not placed in the input's {lines} lines: {message}",
                    problem.slug
                ))
            }
        }
    }
    Ok(())
}

fn summary(run: &Run) -> (String, Option<String>) {
    (String::from_utf8_lossy(&run.0).into_owned(), run.1.clone())
}

#[cfg(test)]
mod tests {
    use super::judge_both_ways;
    use crate::judges::{find, PROBLEMS};

    #[test]
    fn samples_and_broken_samples_pass() {
        for problem in PROBLEMS {
            let sample = problem.sample_input.as_bytes();
            judge_both_ways(problem, sample).unwrap();
            judge_both_ways(problem, &sample[..sample.len() / 2]).unwrap();
            judge_both_ways(problem, b"\xEF\xBB\xBF\x0B9 x\r\n").unwrap();
        }
        assert!(judge_both_ways(find("john").unwrap(), b"").is_ok());
    }
}
