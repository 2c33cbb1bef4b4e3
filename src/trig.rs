//! Sine and cosine for the drawings. In the browser they are JavaScript's `Math.sin` and
//! `Math.cos`: Rust's own (libm's, with its argument reduction) are about 8 KB of every board
//! module's WebAssembly. Both descend from fdlibm; the drawings round their coordinates to a
//! few places anyway.

/// The sine of `x` radians.
pub fn sin(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::sin(x);
    #[cfg(not(target_arch = "wasm32"))]
    x.sin()
}

/// The cosine of `x` radians.
pub fn cos(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Math::cos(x);
    #[cfg(not(target_arch = "wasm32"))]
    x.cos()
}
