//! Judging for the page's worker: input pulled in chunks (a file is never held whole as text),
//! answers pushed out in chunks, the special judge, and the guess of a problem from its input.

use super::to_js;
use crate::judges::{self, Verdict};
use serde::Serialize;
use std::io::{self, Read, Write};
use wasm_bindgen::prelude::*;

/// Bytes the page hands over one chunk at a time: `next()` returns a `Uint8Array`, empty (or
/// `undefined`) at the end.
struct Chunks<'a> {
    next: &'a js_sys::Function,
    chunk: Vec<u8>,
    at: usize,
}

impl<'a> Chunks<'a> {
    fn new(next: &'a js_sys::Function) -> Self {
        Chunks {
            next,
            chunk: Vec::new(),
            at: 0,
        }
    }
}

impl Read for Chunks<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.at == self.chunk.len() {
            let value = self
                .next
                .call0(&JsValue::NULL)
                .map_err(|e| io::Error::other(format!("reading the input failed: {e:?}")))?;
            if value.is_undefined() || value.is_null() {
                return Ok(0);
            }
            self.chunk = js_sys::Uint8Array::new(&value).to_vec();
            self.at = 0;
        }
        let n = buf.len().min(self.chunk.len() - self.at);
        buf[..n].copy_from_slice(&self.chunk[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// Answers collected and handed to `emit(text)` a block at a time.
struct Emitter<'a> {
    emit: &'a js_sys::Function,
    block: Vec<u8>,
}

/// Answers pass to the page in blocks of about this many bytes.
const BLOCK: usize = 1 << 16;

impl Emitter<'_> {
    fn send(&mut self) -> io::Result<()> {
        if self.block.is_empty() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&self.block).into_owned();
        self.block.clear();
        self.emit
            .call1(&JsValue::NULL, &JsValue::from_str(&text))
            .map(|_| ())
            .map_err(|e| io::Error::other(format!("showing the answers failed: {e:?}")))
    }
}

impl Write for Emitter<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.block.extend_from_slice(buf);
        if self.block.len() >= BLOCK {
            self.send()?;
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.send()
    }
}

fn find(problem: &str) -> Result<&'static judges::Problem, JsError> {
    judges::find(problem).map_err(|e| JsError::new(&e.to_string()))
}

/// Judges the input `next()` hands over chunk by chunk, passing the answers to `emit(text)` as
/// they come. Returns why judging stopped early (line and column), or `undefined` when the
/// whole input was judged; the answers before a broken case have been emitted either way.
#[wasm_bindgen]
pub fn judge_chunks(
    problem: &str,
    next: &js_sys::Function,
    emit: &js_sys::Function,
) -> Result<Option<String>, JsError> {
    let problem = find(problem)?;
    let mut out = Emitter {
        emit,
        block: Vec::new(),
    };
    let result = problem.run(Chunks::new(next), &mut out);
    out.flush().map_err(|e| JsError::new(&e.to_string()))?;
    Ok(result.err().map(|e| e.to_string()))
}

#[derive(Serialize)]
struct CheckOutcome {
    /// The output is right.
    accepted: bool,
    /// It is byte for byte Arbiter's own answer.
    identical: bool,
    /// The first wrong line, from 1.
    line: Option<usize>,
    /// The checker's sentence: the verdict, or why the input could not be read.
    message: String,
    /// The input is broken, so nothing was checked.
    broken: bool,
}

/// Checks `output` for the input `next()` hands over, as `arbiter check` does: accepted
/// (identical or not), or the first wrong line and why; `broken` when the input is bad.
#[wasm_bindgen]
pub fn check_chunks(
    problem: &str,
    next: &js_sys::Function,
    output: &[u8],
) -> Result<JsValue, JsError> {
    let problem = find(problem)?;
    let outcome = match problem.check(Chunks::new(next), output) {
        Ok(verdict) => CheckOutcome {
            accepted: verdict.is_accepted(),
            identical: verdict == Verdict::Accepted { identical: true },
            line: match &verdict {
                Verdict::Rejected(r) => Some(r.line),
                Verdict::Accepted { .. } => None,
            },
            message: verdict.to_string(),
            broken: false,
        },
        Err(err) => CheckOutcome {
            accepted: false,
            identical: false,
            line: None,
            message: err.to_string(),
            broken: true,
        },
    };
    to_js(&outcome)
}

/// The slugs of the problems that read `input` — all of it when `complete`, else up to where
/// this start of a longer input is cut off — in listing order.
#[wasm_bindgen]
pub fn guess_problem(input: &[u8], complete: bool) -> Vec<String> {
    judges::guess(input, complete)
        .iter()
        .map(|p| p.slug.to_string())
        .collect()
}
