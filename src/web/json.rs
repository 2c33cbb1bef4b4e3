//! Results to JavaScript as JSON text that `JSON.parse` turns into plain objects: the same
//! objects serde-wasm-bindgen's JSON-compatible serializer builds (structs and maps as objects,
//! `None` and `()` as null, unit variants as their names, other variants as `{name: value}`,
//! 64-bit integers as numbers up to 2^53 − 1), for a fraction of its code and of the bindings'
//! glue in a light module. Numbers with a fraction are written by JavaScript itself, so no
//! module carries Rust's float printing.

use serde::ser::{self, Impossible, Serialize};
use std::fmt;
use wasm_bindgen::prelude::*;

/// `value` as JavaScript objects, or why it has none.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsError> {
    let mut out = String::new();
    value
        .serialize(Json { out: &mut out })
        .map_err(|Error(why)| JsError::new(&why))?;
    js_sys::JSON::parse(&out).map_err(|_| JsError::new("a result did not read back as JSON"))
}

/// Why a value has no JSON: a number JavaScript cannot hold exactly, a map key that is not
/// text or a number, a kind serde has that the results never use.
#[derive(Debug)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

fn refuse<T>(why: &str) -> Result<T, Error> {
    Err(Error(why.to_string()))
}

/// The largest integer a JavaScript number holds exactly.
const MAX_SAFE: u64 = (1 << 53) - 1;

/// Writes one value's JSON at the end of `out`.
struct Json<'a> {
    out: &'a mut String,
}

impl Json<'_> {
    fn string(&mut self, text: &str) {
        let out = &mut *self.out;
        out.push('"');
        for c in text.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if (c as u32) < 0x20 => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    out.push_str("\\u00");
                    out.push(HEX[(c as usize) >> 4] as char);
                    out.push(HEX[(c as usize) & 15] as char);
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }

    fn unsigned(&mut self, n: u64) -> Result<(), Error> {
        if n > MAX_SAFE {
            return refuse("a number too large for JavaScript");
        }
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        let mut n = n;
        loop {
            at -= 1;
            digits[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        self.out.extend(digits[at..].iter().map(|&d| d as char));
        Ok(())
    }

    fn signed(&mut self, n: i64) -> Result<(), Error> {
        if n < 0 {
            self.out.push('-');
        }
        self.unsigned(n.unsigned_abs())
    }

    /// Opens `{"variant":` for a variant that carries values; the caller closes the brace.
    fn tag(&mut self, variant: &str) {
        self.out.push('{');
        self.string(variant);
        self.out.push(':');
    }
}

impl<'a> ser::Serializer for Json<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Items<'a>;
    type SerializeTuple = Items<'a>;
    type SerializeTupleStruct = Items<'a>;
    type SerializeTupleVariant = Items<'a>;
    type SerializeMap = Items<'a>;
    type SerializeStruct = Items<'a>;
    type SerializeStructVariant = Items<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(mut self, v: i8) -> Result<(), Error> {
        self.signed(v.into())
    }
    fn serialize_i16(mut self, v: i16) -> Result<(), Error> {
        self.signed(v.into())
    }
    fn serialize_i32(mut self, v: i32) -> Result<(), Error> {
        self.signed(v.into())
    }
    fn serialize_i64(mut self, v: i64) -> Result<(), Error> {
        self.signed(v)
    }
    fn serialize_u8(mut self, v: u8) -> Result<(), Error> {
        self.unsigned(v.into())
    }
    fn serialize_u16(mut self, v: u16) -> Result<(), Error> {
        self.unsigned(v.into())
    }
    fn serialize_u32(mut self, v: u32) -> Result<(), Error> {
        self.unsigned(v.into())
    }
    fn serialize_u64(mut self, v: u64) -> Result<(), Error> {
        self.unsigned(v)
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        self.serialize_f64(v.into())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        if !v.is_finite() {
            // As `JSON.stringify` writes NaN and the infinities.
            self.out.push_str("null");
            return Ok(());
        }
        let text = js_sys::Number::from(v)
            .to_string_with_radix(10)
            .map_err(|_| Error("a number JavaScript would not write".into()))?;
        self.out.push_str(&String::from(text));
        Ok(())
    }
    fn serialize_char(mut self, v: char) -> Result<(), Error> {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(mut self, v: &str) -> Result<(), Error> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Error> {
        refuse("bytes have no JSON here")
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        mut self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.tag(variant);
        value.serialize(Json { out: self.out })?;
        self.out.push('}');
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Items<'a>, Error> {
        Ok(Items::open(self.out, "[", "]"))
    }
    fn serialize_tuple(self, len: usize) -> Result<Items<'a>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Items<'a>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        mut self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Items<'a>, Error> {
        self.tag(variant);
        Ok(Items::open(self.out, "[", "]}"))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Items<'a>, Error> {
        Ok(Items::open(self.out, "{", "}"))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Items<'a>, Error> {
        Ok(Items::open(self.out, "{", "}"))
    }
    fn serialize_struct_variant(
        mut self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Items<'a>, Error> {
        self.tag(variant);
        Ok(Items::open(self.out, "{", "}}"))
    }
}

/// The items of an array or the fields of an object, comma-separated, and what closes them.
pub struct Items<'a> {
    out: &'a mut String,
    first: bool,
    close: &'static str,
}

impl<'a> Items<'a> {
    fn open(out: &'a mut String, open: &str, close: &'static str) -> Self {
        out.push_str(open);
        Items {
            out,
            first: true,
            close,
        }
    }

    fn comma(&mut self) {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
    }

    fn item<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.comma();
        value.serialize(Json { out: self.out })
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        self.comma();
        Json { out: self.out }.string(key);
        self.out.push(':');
        value.serialize(Json { out: self.out })
    }

    fn close(self) -> Result<(), Error> {
        self.out.push_str(self.close);
        Ok(())
    }
}

/// The traits whose items are an array's (a sequence's, a tuple's), and those whose items are
/// an object's fields: one body each.
macro_rules! items {
    ($($trait:ident::$method:ident),*) => {$(
        impl ser::$trait for Items<'_> {
            type Ok = ();
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.item(value)
            }
            fn end(self) -> Result<(), Error> {
                self.close()
            }
        }
    )*};
}

macro_rules! fields {
    ($($trait:ident),*) => {$(
        impl ser::$trait for Items<'_> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(
                &mut self,
                key: &'static str,
                value: &T,
            ) -> Result<(), Error> {
                self.field(key, value)
            }
            fn end(self) -> Result<(), Error> {
                self.close()
            }
        }
    )*};
}

items!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);
fields!(SerializeStruct, SerializeStructVariant);

impl ser::SerializeMap for Items<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.comma();
        key.serialize(Key { out: self.out })?;
        self.out.push(':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(Json { out: self.out })
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

/// Writes a map key as an object's property name: text as it is, whole numbers in decimal (as
/// a JavaScript object names them).
struct Key<'a> {
    out: &'a mut String,
}

impl Key<'_> {
    fn text(self, f: impl FnOnce(&mut Json<'_>) -> Result<(), Error>) -> Result<(), Error> {
        let mut digits = String::new();
        f(&mut Json { out: &mut digits })?;
        Json { out: self.out }.string(&digits);
        Ok(())
    }
}

impl ser::Serializer for Key<'_> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Impossible<(), Error>;
    type SerializeTuple = Impossible<(), Error>;
    type SerializeTupleStruct = Impossible<(), Error>;
    type SerializeTupleVariant = Impossible<(), Error>;
    type SerializeMap = Impossible<(), Error>;
    type SerializeStruct = Impossible<(), Error>;
    type SerializeStructVariant = Impossible<(), Error>;

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        Json { out: self.out }.string(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        self.serialize_str(v.encode_utf8(&mut [0; 4]))
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.text(|json| json.signed(v.into()))
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.text(|json| json.signed(v.into()))
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.text(|json| json.signed(v.into()))
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.text(|json| json.signed(v))
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.text(|json| json.unsigned(v.into()))
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.text(|json| json.unsigned(v.into()))
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.text(|json| json.unsigned(v.into()))
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.text(|json| json.unsigned(v))
    }
    fn serialize_bool(self, _: bool) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_f32(self, _: f32) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_f64(self, _: f64) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_none(self) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), Error> {
        refuse(KEY)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        refuse(KEY)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, Error> {
        refuse(KEY)
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        refuse(KEY)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        refuse(KEY)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, Error> {
        refuse(KEY)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct, Error> {
        refuse(KEY)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        refuse(KEY)
    }
}

/// Why a map key has no property name.
const KEY: &str = "a map key that is neither text nor a whole number";
