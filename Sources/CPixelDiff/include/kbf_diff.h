#ifndef KBF_DIFF_H
#define KBF_DIFF_H
#include <stddef.h>
#include <stdint.h>

/// A rectangle of pixels: x0 <= x < x1, y0 <= y < y1.
typedef struct { long x0, y0, x1, y1; } kbf_box;

typedef struct {
    long strict_pixels, loose_pixels, antialiased_pixels;
    /// The largest counted colour delta, 0 ... 1.
    double largest_delta;
    /// Bounding box of counted pixels; max_x < 0 when there are none.
    long min_x, min_y, max_x, max_y;
    /// Set when the comparison stopped at the first evidence that the frame fails.
    int stopped;
} kbf_diff_result;

/// pixelmatch's comparison of two RGBA images (see ImageDiff.swift, which documents the rules):
/// the per-pixel loop lives in C so that a debug build of a user's tests compares frames at a
/// speed close to a release build's. `marks` (width × height, may be NULL) receives 0 same,
/// 1 anti-aliased, 2 loose, 3 strict. With `loose_budget` ≥ 0 only the verdict is wanted: the
/// strict region is looked at first, and the comparison stops (`stopped`, counts partial) as
/// soon as a strict pixel or more than `loose_budget` loose pixels make the frame fail.
void kbf_image_diff(const uint8_t *a, const uint8_t *b, long width, long height,
                    const kbf_box *strict, long strict_count,
                    double loose_max, double strict_max, int detect_antialiasing,
                    long loose_budget, uint8_t *marks, kbf_diff_result *out);

/// The middle panel of a failure triptych, shrunk by an integer factor (1: full size): `expected`
/// faded to light grey, counted pixels red, anti-aliased ones amber, pixels whose bytes differ
/// but do not count light red; a block takes the most telling mark of its pixels, so one changed
/// pixel still shows after shrinking.
void kbf_diff_picture(const uint8_t *expected, const uint8_t *actual, const uint8_t *marks,
                      long width, long height, long factor, uint8_t *picture);

/// Box-filter downscale of an RGBA image by an integer factor (alpha set to 255).
void kbf_shrink(const uint8_t *image, long width, long height, long factor, uint8_t *out);

/* rows[y] = 1 where some pixel of rows y·factor … y·factor + factor − 1 of `marks` (one per
   pixel, width × height) is a difference (loose or strict: 2 or more), else 0; height / factor rows. */
void kbf_changed_rows(const uint8_t *marks, long width, long height, long factor, uint8_t *rows);

#endif
