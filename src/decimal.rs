//! Floats written as decimal text without `core`'s float printing, which is about 16 KB of
//! WebAssembly (Grisu and Dragon, for the shortest digits that read back): the few places that
//! write a float (SVG coordinates, a font size, a refusal's distance) want a fixed number of
//! places, and integer arithmetic gives those digit for digit as `format!` does.

/// `value` with `places` digits after the point, exactly as `format!("{value:.places$}")`
/// writes it: the exact binary value rounded half to even, `NaN`, `inf` and `-inf`, and a
/// minus sign on every negative value (`-0.0` included). `places` is at most 4.
pub fn fixed(value: f64, places: u32) -> String {
    assert!(places <= 4, "fixed writes at most 4 places");
    if value.is_nan() {
        return "NaN".into();
    }
    let mut out = String::new();
    if value.is_sign_negative() {
        out.push('-');
    }
    let size = value.abs();
    if size.is_infinite() {
        out.push_str("inf");
        return out;
    }
    let unit = 10u128.pow(places);
    let (whole, fraction) = if size.fract() == 0.0 {
        (integer(size), 0)
    } else {
        // Below 2^52, so `mantissa × 10^places` fits in a u128: round its quotient by the
        // power of two, half to even.
        let (mantissa, exponent) = parts(size);
        let shift = exponent.unsigned_abs();
        let scaled = u128::from(mantissa) * unit;
        let rounded = if shift >= 120 {
            0
        } else {
            let quotient = scaled >> shift;
            let rest = scaled - (quotient << shift);
            let half = 1u128 << (shift - 1);
            quotient + u128::from(rest > half || (rest == half && quotient % 2 == 1))
        };
        // Both fit a u64 (the whole part is below 2^52): printing a u128 is 1.5 KB more.
        // `rounded` (below 2^66) is divided in two steps of u64s, high half then the rest,
        // which stays below 10^4 × 2^32: no u128 division in the light modules.
        let unit = unit as u64;
        let high = (rounded >> 32) as u64;
        let rest = ((high % unit) << 32) | (rounded as u64 & 0xFFFF_FFFF);
        (
            ((high / unit) << 32 | (rest / unit)).to_string(),
            rest % unit,
        )
    };
    out.push_str(&whole);
    if places > 0 {
        let digits = fraction.to_string();
        out.push('.');
        out.extend(std::iter::repeat_n('0', places as usize - digits.len()));
        out.push_str(&digits);
    }
    out
}

/// `value` rounded to hundredths, with no trailing zeros and `0` for zero (no `-0`): what
/// `format!("{}", (value * 100.0).round() / 100.0)` writes for every value under 2^46
/// (7 × 10^13) in size. Larger values get every digit of their exact binary value, which reads
/// back as the same number.
pub fn hundredths(value: f64) -> String {
    let cents = (value * 100.0).round();
    let rounded = cents / 100.0;
    if rounded == 0.0 {
        return "0".into();
    }
    if !rounded.is_finite() {
        return fixed(rounded, 0);
    }
    let mut out = String::new();
    if rounded < 0.0 {
        out.push('-');
    }
    if rounded.abs() < TWO_POW_46 {
        // `rounded` is the float nearest cents / 100, and floats this small are closer than
        // 0.01 together: that decimal, trimmed, is the shortest text that reads back as it.
        let cents = cents.abs() as u64;
        out.push_str(&(cents / 100).to_string());
        let fraction = cents % 100;
        if fraction != 0 {
            out.push('.');
            out.push(char::from(b'0' + (fraction / 10) as u8));
            if fraction % 10 != 0 {
                out.push(char::from(b'0' + (fraction % 10) as u8));
            }
        }
    } else {
        let size = rounded.abs();
        out.push_str(&integer(size.trunc()));
        // Each step multiplies a binary fraction by 10, exactly: the digits end.
        let mut fraction = size.fract();
        if fraction != 0.0 {
            out.push('.');
        }
        while fraction != 0.0 {
            fraction *= 10.0;
            let digit = fraction.trunc();
            out.push(char::from(b'0' + digit as u8));
            fraction -= digit;
        }
    }
    out
}

const TWO_POW_46: f64 = 70_368_744_177_664.0;

/// The mantissa and the power of two of a finite, non-negative float: `value = m × 2^e`.
fn parts(value: f64) -> (u64, i32) {
    let bits = value.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i32;
    let mantissa = bits & ((1 << 52) - 1);
    if exponent == 0 {
        (mantissa, -1074)
    } else {
        (mantissa | (1 << 52), exponent - 1075)
    }
}

/// Every digit of a whole, non-negative float.
fn integer(value: f64) -> String {
    if value < 18_446_744_073_709_551_616.0 {
        return (value as u64).to_string();
    }
    // Past 2^64 the exponent is positive: double the mantissa in base 10^9 limbs (least
    // significant first).
    let (mantissa, exponent) = parts(value);
    const BASE: u64 = 1_000_000_000;
    let mut limbs = vec![
        mantissa % BASE,
        mantissa / BASE % BASE,
        mantissa / BASE / BASE,
    ];
    for _ in 0..exponent {
        let mut carry = 0;
        for limb in &mut limbs {
            let doubled = *limb * 2 + carry;
            *limb = doubled % BASE;
            carry = doubled / BASE;
        }
        if carry > 0 {
            limbs.push(carry);
        }
    }
    while limbs.len() > 1 && limbs.last() == Some(&0) {
        limbs.pop();
    }
    let mut out = limbs.last().map_or_else(String::new, u64::to_string);
    for limb in limbs.iter().rev().skip(1) {
        let digits = limb.to_string();
        out.extend(std::iter::repeat_n('0', 9 - digits.len()));
        out.push_str(&digits);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const EDGES: &[f64] = &[
        0.0,
        -0.0,
        0.5,
        1.5,
        2.5,
        -2.5,
        0.05,
        0.25,
        0.35,
        0.045,
        -0.004,
        9.96,
        9.9999,
        0.96,
        123.456,
        1e-300,
        5e-324,
        -5e-324,
        4_503_599_627_370_495.5,
        4_503_599_627_370_496.0,
        1e15,
        1e16 + 2.0,
        1e21,
        1.8e19,
        2e19,
        1e300,
        f64::MAX,
        f64::MIN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        12_345_678_901.235,
        70_368_744_177_663.99,
    ];

    #[test]
    fn fixed_writes_what_format_writes() {
        for &value in EDGES {
            for places in 0..=4 {
                assert_eq!(
                    fixed(value, places),
                    format!("{value:.prec$}", prec = places as usize),
                    "{value:e} to {places} places"
                );
            }
        }
    }

    #[test]
    fn hundredths_writes_what_format_writes_below_two_to_the_46() {
        for &value in EDGES {
            let rounded = (value * 100.0).round() / 100.0;
            let expected = if rounded == 0.0 {
                "0".to_string()
            } else {
                format!("{rounded}")
            };
            if rounded.abs() < TWO_POW_46 || !rounded.is_finite() {
                assert_eq!(hundredths(value), expected, "{value:e}");
            } else {
                // The same number, every digit written.
                assert_eq!(hundredths(value).parse::<f64>(), Ok(rounded), "{value:e}");
            }
        }
    }

    // proptest is a native dev-dependency only (Cargo.toml).
    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        #[test]
        fn fixed_agrees_with_format(bits: u64, places in 0u32..=4) {
            let value = f64::from_bits(bits);
            proptest::prop_assert_eq!(
                fixed(value, places),
                format!("{value:.prec$}", prec = places as usize)
            );
        }

        #[test]
        fn fixed_agrees_on_pixels(value in -5000.0f64..5000.0, places in 0u32..=4) {
            proptest::prop_assert_eq!(
                fixed(value, places),
                format!("{value:.prec$}", prec = places as usize)
            );
        }

        #[test]
        fn hundredths_agrees_with_format(value in -1e12f64..1e12) {
            let rounded = (value * 100.0).round() / 100.0;
            let expected = if rounded == 0.0 { "0".to_string() } else { format!("{rounded}") };
            proptest::prop_assert_eq!(hundredths(value), expected);
        }
    }
}
