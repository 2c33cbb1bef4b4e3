//! A small allocator for the light browser modules (Cargo feature `small-heap`): each block is a
//! power of two of bytes, each size a free list, and new blocks are cut from the pages
//! `memory.grow` adds. Its code is a few hundred bytes of wasm where the standard allocator
//! (dlmalloc) takes 7 KB. What it gives up: a block holds up to twice what was asked, and
//! freed blocks are reused by their own size only, never merged or returned (WebAssembly
//! memory never shrinks anyway). The light modules hold one board, whose memory stays small;
//! the full package, whose computer players build large trees, keeps the standard allocator.

/// Bytes of a WebAssembly page, the unit memory grows by.
pub const PAGE: usize = 65_536;

/// The largest alignment a block gets for its size alone; a layout asking for more is cut
/// fresh from the pages (see [`Heap::alloc`]).
const BLOCK_ALIGN: usize = 16;

/// Where new memory comes from.
pub trait Pages {
    /// Adds `pages` pages of [`PAGE`] bytes and returns the address of the first, or `None`
    /// when memory cannot grow.
    fn grow(&mut self, pages: usize) -> Option<usize>;
}

/// The allocator's state: a free list per size (`free[k]` heads the freed blocks of `2^k`
/// bytes, each holding the address of the next, 0 ending the list) and the unused end of the
/// pages grown last.
pub struct Heap<P> {
    pages: P,
    free: [usize; usize::BITS as usize],
    next: usize,
    end: usize,
}

/// The size class of a block for `size` bytes aligned to `align`: `k` for blocks of `2^k`
/// bytes, at least one address wide (a free block holds the next one's address).
fn class(size: usize, align: usize) -> Option<usize> {
    let bytes = size.max(align).max(core::mem::size_of::<usize>());
    Some(bytes.checked_next_power_of_two()?.trailing_zeros() as usize)
}

impl<P: Pages> Heap<P> {
    /// An empty heap taking its memory from `pages`.
    pub const fn new(pages: P) -> Self {
        Heap {
            pages,
            free: [0; usize::BITS as usize],
            next: 0,
            end: 0,
        }
    }

    /// The address of a block of at least `size` bytes aligned to `align` (a power of two),
    /// or 0 when memory is exhausted. A freed block of the same class is reused first.
    ///
    /// # Safety
    /// `size` must not be 0; the address may only be used within the block until it is freed.
    // Not inlined: at opt-level 3 a copy at every allocation made the module larger than
    // dlmalloc's.
    #[inline(never)]
    pub unsafe fn alloc(&mut self, size: usize, align: usize) -> usize {
        let Some(k) = class(size, align) else {
            return 0;
        };
        let bytes = 1usize << k;
        // Every block is aligned to its size up to BLOCK_ALIGN; a larger alignment than that
        // is not promised by a freed block, so such a layout is cut fresh.
        let block_align = bytes.min(BLOCK_ALIGN);
        let head = self.free[k];
        if head != 0 && align <= block_align {
            // SAFETY: a freed block of class k is at least an address wide and holds the next.
            self.free[k] = unsafe { *(head as *const usize) };
            return head;
        }
        let align = align.max(block_align);
        let mut start = (self.next + align - 1) & !(align - 1);
        if start < self.next || self.end - self.next < bytes + (start - self.next) {
            let Some(pages) = bytes
                .checked_add(align)
                .and_then(|b| b.checked_add(PAGE - 1))
                .map(|b| b / PAGE)
            else {
                return 0;
            };
            let Some(first) = self.pages.grow(pages) else {
                return 0;
            };
            // Fresh pages continue the last ones when nothing else grew memory in between.
            if first != self.end {
                self.next = first;
            }
            self.end = first + pages * PAGE;
            start = (self.next + align - 1) & !(align - 1);
        }
        self.next = start + bytes;
        start
    }

    /// Returns the block at `address`, allocated for `size` bytes aligned to `align`, to its
    /// class's free list.
    ///
    /// # Safety
    /// `address` must come from [`Heap::alloc`] with the same `size` and `align`, and not be
    /// used again.
    #[inline(never)]
    pub unsafe fn dealloc(&mut self, address: usize, size: usize, align: usize) {
        if let Some(k) = class(size, align) {
            // SAFETY: the block is ours again, and at least an address wide.
            unsafe { *(address as *mut usize) = self.free[k] };
            self.free[k] = address;
        }
    }

    /// Whether a block allocated for `size` bytes (aligned to `align`) also holds `new_size`
    /// bytes, so that a reallocation keeps it where it is.
    pub fn fits(size: usize, align: usize, new_size: usize) -> bool {
        class(size, align) == class(new_size, align)
    }
}

/// The global allocator of a light module: the [`Heap`] over the module's own memory.
#[cfg(all(target_arch = "wasm32", feature = "small-heap"))]
mod global {
    use super::{Heap, Pages, PAGE};
    use core::alloc::{GlobalAlloc, Layout};
    use core::cell::UnsafeCell;

    #[cfg(target_feature = "atomics")]
    compile_error!("the `small-heap` allocator is for single-threaded modules only");

    /// Memory 0 of the module.
    struct Memory;

    impl Pages for Memory {
        fn grow(&mut self, pages: usize) -> Option<usize> {
            let before = core::arch::wasm32::memory_grow(0, pages);
            (before != usize::MAX).then(|| before * PAGE)
        }
    }

    struct Global(UnsafeCell<Heap<Memory>>);

    // SAFETY: the light modules run on one thread (no `atomics`, checked above), and the
    // allocator is never re-entered.
    unsafe impl Sync for Global {}

    unsafe impl GlobalAlloc for Global {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            // SAFETY: one thread, no re-entry (above); GlobalAlloc's callers ask for size > 0.
            unsafe { (*self.0.get()).alloc(layout.size(), layout.align()) as *mut u8 }
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: as above; `ptr` came from `alloc` with `layout`.
            unsafe { (*self.0.get()).dealloc(ptr as usize, layout.size(), layout.align()) }
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            if Heap::<Memory>::fits(layout.size(), layout.align(), new_size) {
                return ptr;
            }
            // SAFETY: GlobalAlloc's contract for realloc: `ptr` is live with `layout`, and
            // `new_size` is a valid size for `layout.align()`.
            unsafe {
                let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
                let new = self.alloc(new_layout);
                if !new.is_null() {
                    core::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                    self.dealloc(ptr, layout);
                }
                new
            }
        }
    }

    #[global_allocator]
    static HEAP: Global = Global(UnsafeCell::new(Heap::new(Memory)));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pages from a fixed arena, as `memory.grow` hands them out: in order, until it is full.
    struct Arena {
        base: usize,
        grown: usize,
        capacity: usize,
    }

    impl Pages for Arena {
        fn grow(&mut self, pages: usize) -> Option<usize> {
            if self.grown + pages > self.capacity {
                return None;
            }
            self.grown += pages;
            Some(self.base + (self.grown - pages) * PAGE)
        }
    }

    /// A heap over an arena of `capacity` pages (the arena lives as long as the test).
    fn heap(capacity: usize) -> Heap<Arena> {
        let arena: &'static mut [u8] =
            Box::leak(vec![0u8; (capacity + 1) * PAGE].into_boxed_slice());
        let base = (arena.as_ptr() as usize + PAGE - 1) & !(PAGE - 1);
        Heap::new(Arena {
            base,
            grown: 0,
            capacity,
        })
    }

    #[test]
    fn a_freed_block_is_reused_by_its_class() {
        let mut heap = heap(4);
        unsafe {
            let a = heap.alloc(24, 8);
            let b = heap.alloc(20, 4);
            assert_ne!(a, b);
            heap.dealloc(a, 24, 8);
            assert_eq!(heap.alloc(32, 8), a, "32 bytes share the class of 24");
            assert_eq!(heap.pages.grown, 1);
        }
    }

    #[test]
    fn large_blocks_and_alignments_and_exhaustion() {
        let mut heap = heap(8);
        unsafe {
            let big = heap.alloc(3 * PAGE, 8);
            assert_eq!(big % BLOCK_ALIGN, 0);
            let aligned = heap.alloc(40, 256);
            assert_eq!(aligned % 256, 0);
            heap.dealloc(aligned, 40, 256);
            // A freed block of that class is not promised 256-byte alignment: cut afresh.
            let again = heap.alloc(40, 256);
            assert_eq!(again % 256, 0);
            assert_eq!(heap.alloc(64 * PAGE, 8), 0, "beyond the arena");
            assert_eq!(heap.alloc(usize::MAX / 2 + 2, 8), 0, "no class that large");
        }
        assert!(Heap::<Arena>::fits(17, 8, 32));
        assert!(!Heap::<Arena>::fits(17, 8, 33));
    }

    // proptest is a native dev-dependency only (Cargo.toml).
    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        /// Live blocks never overlap, each is aligned and keeps what was written in it, and
        /// memory is reused: the blocks live at the end, freed and asked for again, grow no page.
        #[test]
        fn blocks_never_overlap_and_memory_is_reused(
            ops in proptest::collection::vec((0usize..3, 1usize..5000, 0u32..7, 0usize..64), 1..200)
        ) {
            let mut heap = heap(256);
            let mut live: Vec<(usize, usize, usize, u8)> = Vec::new();
            for (n, &(op, size, align_log, pick)) in ops.iter().enumerate() {
                let align = 1usize << align_log;
                if op == 0 || live.is_empty() {
                    let address = unsafe { heap.alloc(size, align) };
                    proptest::prop_assert!(address != 0);
                    proptest::prop_assert_eq!(address % align, 0);
                    for &(other, other_size, _, _) in &live {
                        proptest::prop_assert!(address + size <= other || other + other_size <= address);
                    }
                    let mark = n as u8;
                    unsafe { core::ptr::write_bytes(address as *mut u8, mark, size) };
                    live.push((address, size, align, mark));
                } else {
                    let (address, size, align, mark) = live.swap_remove(pick % live.len());
                    let block = unsafe { core::slice::from_raw_parts(address as *const u8, size) };
                    proptest::prop_assert!(block.iter().all(|&b| b == mark));
                    unsafe { heap.dealloc(address, size, align) };
                }
            }
            let asked: Vec<(usize, usize)> = live.iter().map(|&(_, size, align, _)| (size, align)).collect();
            for (address, size, align, _) in live.drain(..) {
                unsafe { heap.dealloc(address, size, align) };
            }
            let grown = heap.pages.grown;
            let mut again = Vec::new();
            for &(size, align) in &asked {
                // Alignments above a block's own are cut fresh by design; the rest reuse.
                if align <= size.max(align).next_power_of_two().min(BLOCK_ALIGN) {
                    again.push(unsafe { heap.alloc(size, align) });
                }
            }
            proptest::prop_assert_eq!(heap.pages.grown, grown);
            proptest::prop_assert!(again.iter().all(|&a| a != 0));
        }
    }
}
