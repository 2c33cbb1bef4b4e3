//! The judges' work and memory stay in proportion to their input. A counting allocator measures
//! each run: the most memory held at once beyond what was held before (`peak`), and every byte
//! ever allocated (`total`), which counts tables rebuilt per case. Each test is an input that once
//! cost far more than its size: a huge declared count, or a table rebuilt for every case.

use arbiter::judges::find;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::fmt::Write as _;
use std::io;

/// Counts, per thread, the bytes the thread allocates and frees.
struct Counting;

thread_local! {
    static LIVE: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
    static TOTAL: Cell<usize> = const { Cell::new(0) };
}

fn grew(bytes: usize) {
    // try_with: the counters may be gone while the thread shuts down.
    let _ = LIVE.try_with(|live| {
        let now = live.get() + bytes;
        live.set(now);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(now)));
    });
    let _ = TOTAL.try_with(|total| total.set(total.get() + bytes));
}

fn shrank(bytes: usize) {
    let _ = LIVE.try_with(|live| live.set(live.get().saturating_sub(bytes)));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        System.alloc(layout)
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        System.alloc_zeroed(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        shrank(layout.size());
        System.dealloc(ptr, layout)
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        shrank(layout.size());
        grew(new_size);
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// What one judge run cost in memory.
#[derive(Debug)]
struct Usage {
    /// The most bytes held at once, beyond those held when the run began.
    peak: usize,
    /// Every byte allocated during the run.
    total: usize,
    /// The run's error message, if any.
    error: Option<String>,
}

/// Judges `input` with `slug`, answers thrown away, counting its allocations.
fn measure(slug: &str, input: &str) -> Usage {
    let problem = find(slug).unwrap();
    let before = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(before));
    let total_before = TOTAL.with(Cell::get);
    let result = problem.run(input.as_bytes(), &mut io::sink());
    let error = result.err().map(|e| e.to_string());
    Usage {
        peak: PEAK.with(Cell::get) - before,
        total: TOTAL.with(Cell::get) - total_before,
        error,
    }
}

const KB: usize = 1 << 10;
const MB: usize = 1 << 20;
/// The scanner's read buffer, which every run holds.
const SCANNER: usize = 64 * KB;

#[test]
fn crosses_and_crosses_grows_one_table_for_a_rising_run_of_strips() {
    // Every larger strip used to rebuild the table from scratch: 18 000 tables, gigabytes.
    // The table is kept for the process, so the first input builds it and the second reuses
    // it; no other test here judges Treblecross.
    for first in [2001, 19_001] {
        let mut input = String::new();
        for n in first..=20_000 {
            writeln!(input, "{n}").unwrap();
        }
        let usage = measure("crosses-and-crosses", &input);
        assert_eq!(usage.error, None);
        // G(0..20 003) as u32 plus two u16 copies while building: about 160 KB a build, and
        // doubling keeps the builds to a handful.
        assert!(usage.total < 2 * MB, "from {first}: {usage:?}");
        assert!(usage.peak < 512 * KB, "from {first}: {usage:?}");
    }
}

#[test]
fn s_nim_values_heaps_only_as_far_as_a_case_asks() {
    // 100 000 cases with one small heap each used to build a table to 10 001 per case (4 GB
    // allocated in all); now each case's table reaches its largest heap only, and a case with
    // the set of the case before keeps its table.
    let mut input = "1 1 1 1 1\n".repeat(50_000);
    input.push_str(&"1 2 1 1 1\n1 1 1 1 1\n".repeat(25_000));
    input.push_str("0\n");
    let usage = measure("s-nim", &input);
    assert_eq!(usage.error, None);
    assert!(usage.total < SCANNER + 100_000 * 100, "{usage:?}");
    // A heap of 10 000 builds the whole table once.
    let usage = measure("s-nim", &format!("{}0\n", "2 1 5 1 1 10000\n".repeat(1000)));
    assert_eq!(usage.error, None);
    // 40 KB of values, reached by doubling: under 128 KB allocated in all.
    assert!(usage.total < SCANNER + 192 * KB, "{usage:?}");
}

#[test]
fn declared_counts_reserve_nothing_before_their_items_arrive() {
    let cases = [
        ("knights", "10000000 1000000000\n1 1\n"),
        ("georgia-and-bob", "1\n1000000\n5\n"),
        ("gg-and-mm", "1000000\n1 1\n"),
        ("john", "1\n1000000\n5\n"),
        ("stripes", "1 2 3\n1000000\n4\n"),
        ("s-nim", "1 1\n1000000\n1 1\n"),
        ("havannah", "1\n3000 26991001\n1 1\n"),
        ("nim-or-not-nim", "1\n100000000\n5\n"),
        ("triangulation", "1\n100000000\n5\n"),
        ("queens", "1\n1000000\n5 5\n"),
    ];
    for (slug, input) in cases {
        let usage = measure(slug, input);
        let error = usage.error.as_deref().unwrap_or_default();
        assert!(error.contains("found end of input"), "{slug}: {usage:?}");
        assert!(usage.peak < 256 * KB, "{slug}: {usage:?}");
    }
}

#[test]
fn a_connect_dataset_costs_its_board_whatever_number_of_moves_it_declares() {
    // The board of side 1000 is about 26 bytes a point; declaring a million moves used to
    // reserve 8 MB more before the first move was read.
    let small = measure("connect", "1000 5\n0 1\n");
    let declared = measure("connect", "1000 1001997\n0 1\n");
    for usage in [&small, &declared] {
        let error = usage.error.as_deref().unwrap_or_default();
        assert!(error.contains("found end of input"), "{usage:?}");
    }
    assert!(
        declared.peak < small.peak + 64 * KB,
        "{small:?} {declared:?}"
    );
    assert!(declared.peak < 32 * MB, "{declared:?}");
}

#[test]
fn answers_and_tables_grow_with_the_cases_read() {
    // Ten thousand knights: memory in proportion to them, well under a kilobyte each.
    let mut input = String::from("10000 1000000000\n");
    for i in 0..10_000u64 {
        writeln!(
            input,
            "{} {}",
            1 + i * 7919 % 999_999_999,
            1 + i * 104_729 % 999_999_999
        )
        .unwrap();
    }
    let usage = measure("knights", &input);
    assert_eq!(usage.error, None);
    assert!(usage.peak < 10_000 * 128, "{usage:?}");
}
