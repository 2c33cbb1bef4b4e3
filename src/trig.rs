//! Sine, cosine and remainder for the drawings. In the browser they are JavaScript's `Math.sin` and
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

/// `x % y` for `x ≥ 0` (or not finite) and a normal `y > 0`, exactly as `%` computes it: musl's
/// `fmod` on 64-bit integers. Rust's `%` on floats is `compiler_builtins`' `fmod`, whose 128-bit
/// division is 1 KB of every board module's WebAssembly.
pub fn rem(x: f64, y: f64) -> f64 {
    const FRACTION: u64 = (1 << 52) - 1;
    if !x.is_finite() {
        return f64::NAN;
    }
    if x < y {
        return x;
    }
    // Both are normal here: the exponents, and the significands with their leading bit.
    let (mut exponent, least) = ((x.to_bits() >> 52) as i32, (y.to_bits() >> 52) as i32);
    let (mut left, divisor) = (
        x.to_bits() & FRACTION | 1 << 52,
        y.to_bits() & FRACTION | 1 << 52,
    );
    loop {
        if left >= divisor {
            left -= divisor;
            if left == 0 {
                return 0.0;
            }
        }
        if exponent == least {
            break;
        }
        left <<= 1;
        exponent -= 1;
    }
    while left >> 52 == 0 {
        left <<= 1;
        exponent -= 1;
    }
    if exponent > 0 {
        f64::from_bits((exponent as u64) << 52 | left & FRACTION)
    } else {
        f64::from_bits(left >> (1 - exponent))
    }
}

#[cfg(test)]
mod tests {
    use super::rem;
    use std::f64::consts::TAU;

    #[test]
    fn rem_is_the_remainder_percent_gives() {
        let values = [
            0.0,
            1e-310,
            1.0,
            TAU,
            TAU * 2.0,
            7.5,
            1e10,
            1e300,
            f64::MAX,
            12.566370614359172,
        ];
        for x in values {
            for y in [TAU, 1.0, 0.1, 3.0, 1e-300, 1e300] {
                assert_eq!(rem(x, y).to_bits(), (x % y).to_bits(), "{x:e} % {y:e}");
            }
        }
        assert!(rem(f64::NAN, TAU).is_nan() && rem(f64::INFINITY, TAU).is_nan());
    }

    // proptest is a native dev-dependency only (Cargo.toml).
    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn rem_agrees_with_percent(bits in 0u64..0x7FF0_0000_0000_0000, y in 1e-300f64..1e300) {
            let x = f64::from_bits(bits);
            proptest::prop_assert_eq!(rem(x, y).to_bits(), (x % y).to_bits());
            proptest::prop_assert_eq!(rem(x, TAU).to_bits(), (x % TAU).to_bits());
        }
    }
}
