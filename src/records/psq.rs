//! Piskvork's Gomoku record (`.psq`), as Piskvork and Gomocup's tournament manager write it:
//! a header `Piskvork 15x15, 11:11, 0` (board size, then fields Arbiter does not use), one move
//! a line as `x,y,time` (column and row from 1 at the top left, the time it took in
//! milliseconds), then lines that are not moves (`-1`, the players' programs) which end them.
//! The older program wrote `Piskvorky`; both read.

use super::{Game, GameRecord, RecordError, RecordMove, RecordNode};
use crate::gomoku::{MAX_SIZE, MIN_SIZE};
use crate::input::Pos;

fn at(line: usize) -> Pos {
    Pos {
        line: u32::try_from(line).unwrap_or(u32::MAX),
        column: 1,
    }
}

/// Reads a PSQ record.
pub fn read(text: &str) -> Result<GameRecord, RecordError> {
    let mut lines = text.lines().enumerate();
    let header = lines.next().map_or("", |(_, l)| l);
    let header = header.trim_start_matches('\u{feff}').trim();
    let size = header
        .split_once(' ')
        .and_then(|(_, rest)| rest.split(',').next())
        .and_then(|dims| dims.trim().split_once(['x', 'X']))
        .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
        .ok_or_else(|| RecordError::Syntax {
            pos: at(1),
            expected: "a header such as `Piskvork 15x15, 11:11, 0`",
            found: crate::input::quoted(header),
        })?;
    let sizes = u32::from(MIN_SIZE)..=u32::from(MAX_SIZE);
    if size.0 != size.1 || !sizes.contains(&size.0) {
        return Err(RecordError::value(
            at(1),
            header,
            format!("Arbiter plays Gomoku on square boards of {MIN_SIZE} to {MAX_SIZE}"),
        ));
    }
    let size = size.0;
    let mut nodes = vec![RecordNode::default()];
    for (index, line) in lines {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split(',').map(str::trim).collect();
        let numbers: Option<Vec<i64>> = fields.iter().map(|f| f.parse().ok()).collect();
        let (x, y) = match numbers.as_deref() {
            Some([x, y, _]) | Some([x, y]) => (*x, *y),
            // The first line that is not a move ends them.
            _ => break,
        };
        let points = 1..=i64::from(size);
        if !points.contains(&x) || !points.contains(&y) {
            return Err(RecordError::value(
                at(index + 1),
                line,
                format!("a move's column and row must be 1 to {size}"),
            ));
        }
        let last = nodes.len() - 1;
        nodes[last].children.push(last + 1);
        nodes.push(RecordNode {
            mv: Some(RecordMove::Place {
                x: (x - 1) as u32,
                y: (i64::from(size) - y) as u32,
            }),
            pos: at(index + 1),
            ..RecordNode::default()
        });
    }
    Ok(GameRecord {
        game: Game::Gomoku,
        size,
        swap: false,
        info: Vec::new(),
        nodes,
    })
}

/// Writes a Gomoku record's main line as PSQ (variations and comments have no place in it).
pub fn write(record: &GameRecord) -> Result<String, RecordError> {
    if record.game != Game::Gomoku {
        return Err(RecordError::Unwritable {
            why: "PSQ records Gomoku only; save this game as SGF".into(),
        });
    }
    let size = record.size;
    let mut out = format!("Piskvork {size}x{size}, 11:11, 0\n");
    for (_, mv) in record.main_line_moves() {
        if let RecordMove::Place { x, y } = mv {
            if x >= size || y >= size {
                return Err(RecordError::Unwritable {
                    why: format!("({x}, {y}) is off the {size} × {size} board"),
                });
            }
            out.push_str(&format!("{},{},0\n", x + 1, size - y));
        }
    }
    out.push_str("-1\n");
    Ok(out)
}
