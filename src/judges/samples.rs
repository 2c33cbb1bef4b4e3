//! The sample input of every problem, as `shared/specs/judges.md` gives it, for the page's
//! "Load sample" button and `arbiter sample <problem>`.

/// The spec's sample input for a problem slug.
pub fn sample(slug: &str) -> Option<&'static str> {
    Some(match slug {
        "connect" => {
            "4 5\n0 2 2 4 4 2 3 2 2 3\n4 5\n0 2 2 4 4 2 3 2 2 1\n7 11\n\
             0 3 6 5 3 2 5 7 7 2 4 4 5 3 5 2 4 5 4 0 2 4\n0 0\n"
        }
        "havannah" => {
            "7\n2 4  1 1  1 2  2 3  3 3\n3 6  2 1  2 2  2 3  2 4  1 2  4 4\n\
             3 7  3 3  2 2  2 3  3 4  4 4  4 3  3 2\n3 6  2 2  2 3  3 4  4 4  4 3  3 2\n\
             3 8  1 1  2 1  1 3  2 4  1 2  3 2  3 3  3 4\n3 7  1 1  2 2  3 5  3 4  5 3  4 3  3 3\n\
             3 3  1 1  1 3  3 5\n"
        }
        "gomoku" => {
            "31\n3 3 1  3 4 0  3 5 0  3 6 0  4 4 1  4 5 1  4 7 0  5 3 0  5 4 0  5 5 1  5 6 1\n\
             5 7 1  5 9 1  6 4 1  6 5 1  6 6 0  6 7 1  6 8 0  6 9 0  7 5 1  7 6 0  7 7 1\n\
             7 8 1  7 9 0  8 5 0  8 6 1  8 7 0  8 8 1  8 9 0  9 7 1  10 8 0\n1\n7 7 1\n1\n7 7 0\n0\n"
        }
        "s-nim" => {
            "2 2 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n5 1 2 3 4 5\n3\n2 5 12\n3 2 4 7\n4 2 3 7 12\n0\n"
        }
        "stripes" => "1 5 1\n3\n1\n5\n6\n",
        "georgia-and-bob" => "2\n3\n1 2 3\n8\n1 5 6 7 9 12 14 17\n",
        "nim-or-not-nim" => "2\n3\n2 2 3\n2\n3 3\n",
        "triangulation" => "2\n1\n2\n2\n2 2\n",
        "crosses-and-crosses" => "1\n2\n3\n6\n",
        "cutting-game" => "2 2\n3 2\n4 2\n",
        "queens" => "3\n2\n1 2\n2 1\n1\n3 5\n2\n2 3\n3 1\n",
        "john" => "2\n3\n3 5 1\n1\n1\n",
        "gg-and-mm" => "3\n1 1\n1 1\n1 1\n1\n3 2\n2\n4 7\n1 5\n",
        "knights" => "2 5\n4 4\n5 3\n",
        _ => return None,
    })
}
