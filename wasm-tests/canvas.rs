//! The canvas painter on a real canvas: the backing store follows the device's pixel ratio,
//! what a board draws reaches the pixels where `locate` says it is, and every game renders at
//! any size.

use super::{canvas, options};
use arbiter::view;
use arbiter::web::Playground;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

fn ratio() -> f64 {
    web_sys::window().unwrap().device_pixel_ratio().max(1.0)
}

/// The colour of the device pixel under CSS pixel `at`.
fn pixel(canvas: &HtmlCanvasElement, at: &[f64]) -> [u8; 4] {
    let ctx: CanvasRenderingContext2d = canvas
        .get_context("2d")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    let r = ratio();
    let data = ctx
        .get_image_data((at[0] * r).floor(), (at[1] * r).floor(), 1.0, 1.0)
        .unwrap()
        .data();
    [data[0], data[1], data[2], data[3]]
}

fn dark(rgba: [u8; 4]) -> bool {
    rgba[3] == 255 && rgba[..3].iter().all(|&c| c < 110)
}

fn light(rgba: [u8; 4]) -> bool {
    rgba[3] == 255 && rgba[..3].iter().all(|&c| c > 240)
}

#[wasm_bindgen_test]
fn the_backing_store_follows_the_css_size_and_the_pixel_ratio() {
    let canvas = canvas(600, 400);
    let mut game = Playground::new("nim", JsValue::UNDEFINED).unwrap();
    game.render(&canvas).unwrap();
    let r = ratio();
    assert_eq!(canvas.width(), (600.0 * r).round() as u32);
    assert_eq!(canvas.height(), (400.0 * r).round() as u32);
    canvas
        .set_attribute("style", "width:300px;height:250px;display:block")
        .unwrap();
    game.render(&canvas).unwrap();
    assert_eq!(canvas.width(), (300.0 * r).round() as u32);
    assert_eq!(canvas.height(), (250.0 * r).round() as u32);
    // Clicks are in CSS pixels whatever the ratio: the located stone is taken.
    let at = game.locate("take 1 from heap 3").unwrap();
    let report = game.click(at[0], at[1]).unwrap();
    assert_eq!(super::text(&report, "last_move"), "take 1 from heap 3");
}

#[wasm_bindgen_test]
fn stones_reach_the_pixels_where_locate_says_they_are() {
    let canvas = canvas(500, 500);
    let mut game = Playground::new("gomoku", JsValue::UNDEFINED).unwrap();
    game.render(&canvas).unwrap();
    let (black, white) = (game.locate("(7,7)").unwrap(), game.locate("(0,0)").unwrap());
    let before = (pixel(&canvas, &black), pixel(&canvas, &white));
    assert!(!dark(before.0) && !light(before.1), "{before:?}");
    for mv in ["(7,7)", "(0,0)", "(14,14)"] {
        let at = game.locate(mv).unwrap();
        game.click(at[0], at[1]).unwrap();
    }
    game.render(&canvas).unwrap();
    let after = (pixel(&canvas, &black), pixel(&canvas, &white));
    assert!(dark(after.0), "a black stone at (7,7): {:?}", after.0);
    assert!(light(after.1), "a white stone at (0,0): {:?}", after.1);
}

#[wasm_bindgen_test]
fn a_hover_preview_is_drawn_and_then_gone() {
    let canvas = canvas(520, 480);
    let mut game = Playground::new("connect", options(&[("n", "12")])).unwrap();
    game.render(&canvas).unwrap();
    for mv in ["(2, 6)", "(3, 5)", "(0, 5)", "(4, 7)"] {
        let at = game.locate(mv).unwrap();
        game.click(at[0], at[1]).unwrap();
    }
    game.render(&canvas).unwrap();
    let plain = canvas.to_data_url().unwrap();
    let at = game.locate("(4, 5)").unwrap();
    assert!(game.hover(at[0], at[1]));
    game.render(&canvas).unwrap();
    assert_ne!(canvas.to_data_url().unwrap(), plain);
    // The ghost peg is half transparent: alpha and dashes must not leak into the next frame.
    assert!(game.hover(-1.0, -1.0));
    game.render(&canvas).unwrap();
    assert_eq!(canvas.to_data_url().unwrap(), plain);
}

#[wasm_bindgen_test]
fn every_game_renders_at_any_size() {
    for (width, height) in [(1, 1), (37, 700), (480, 360), (1600, 90)] {
        let canvas = canvas(width, height);
        for entry in view::GAMES {
            let mut game = Playground::new(entry.slug, JsValue::UNDEFINED).unwrap();
            game.render(&canvas).unwrap();
            // A few clicks across the board, and the board painted to its corner.
            for i in 0..20 {
                let (x, y) = (
                    f64::from(width) * f64::from(i % 5) / 4.0,
                    f64::from(height) * f64::from(i / 5) / 3.0,
                );
                let _ = game.click(x, y);
                game.hover(x, y);
            }
            game.render(&canvas).unwrap();
            assert_eq!(pixel(&canvas, &[0.0, 0.0])[3], 255, "{}", entry.slug);
        }
    }
}
