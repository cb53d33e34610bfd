#include "kbf_diff.h"

// One pixel's channels blended over white when translucent, as pixelmatch does.
static void blended(const uint8_t *p, double *r, double *g, double *b) {
    double alpha = p[3] / 255.0;
    if (alpha < 1) {
        *r = 255 + ((double)p[0] - 255) * alpha;
        *g = 255 + ((double)p[1] - 255) * alpha;
        *b = 255 + ((double)p[2] - 255) * alpha;
    } else {
        *r = p[0]; *g = p[1]; *b = p[2];
    }
}

// pixelmatch's colour delta: squared YIQ distance signed by which is brighter (the luma
// difference alone when y_only).
static double color_delta(const uint8_t *a, const uint8_t *b, long i, long j, int y_only) {
    double r1, g1, b1, r2, g2, b2;
    blended(a + i, &r1, &g1, &b1);
    blended(b + j, &r2, &g2, &b2);
    double y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223;
    double y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223;
    double dy = y1 - y2;
    if (y_only) return dy;
    double di = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189);
    double dq = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694);
    double delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq;
    return y1 > y2 ? -delta : delta;
}

static long lmax(long a, long b) { return a > b ? a : b; }
static long lmin(long a, long b) { return a < b ? a : b; }

// Whether a pixel has more than two identical neighbours.
static int many_siblings(const uint8_t *img, long x1, long y1, long w, long h) {
    long x0 = lmax(x1 - 1, 0), y0 = lmax(y1 - 1, 0), x2 = lmin(x1 + 1, w - 1), y2 = lmin(y1 + 1, h - 1);
    long pos = (y1 * w + x1) * 4;
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    for (long x = x0; x <= x2; x++) {
        for (long y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            long q = (y * w + x) * 4;
            if (img[pos] == img[q] && img[pos + 1] == img[q + 1] && img[pos + 2] == img[q + 2] && img[pos + 3] == img[q + 3]) {
                zeroes++;
                if (zeroes > 2) return 1;
            }
        }
    }
    return 0;
}

// pixelmatch's anti-aliasing test: the pixel sits between a darker and a brighter neighbour,
// and one of those lies in a flat area in both images.
static int antialiased(const uint8_t *img, long x1, long y1, long w, long h, const uint8_t *other) {
    long x0 = lmax(x1 - 1, 0), y0 = lmax(y1 - 1, 0), x2 = lmin(x1 + 1, w - 1), y2 = lmin(y1 + 1, h - 1);
    long pos = (y1 * w + x1) * 4;
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    double lo = 0, hi = 0;
    long lo_x = 0, lo_y = 0, hi_x = 0, hi_y = 0;
    for (long x = x0; x <= x2; x++) {
        for (long y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            double delta = color_delta(img, img, pos, (y * w + x) * 4, 1);
            if (delta == 0) {
                zeroes++;
                if (zeroes > 2) return 0;
            } else if (delta < lo) {
                lo = delta; lo_x = x; lo_y = y;
            } else if (delta > hi) {
                hi = delta; hi_x = x; hi_y = y;
            }
        }
    }
    if (lo == 0 || hi == 0) return 0;
    return (many_siblings(img, lo_x, lo_y, w, h) && many_siblings(other, lo_x, lo_y, w, h))
        || (many_siblings(img, hi_x, hi_y, w, h) && many_siblings(other, hi_x, hi_y, w, h));
}

void kbf_image_diff(const uint8_t *a, const uint8_t *b, long width, long height,
                    const kbf_box *strict, long strict_count,
                    double loose_max, double strict_max, int detect_antialiasing,
                    long loose_budget, uint8_t *marks, kbf_diff_result *out) {
    kbf_diff_result r = {0, 0, 0, 0.0, 0, 0, -1, -1, 0};
    const uint32_t *sa = (const uint32_t *)(const void *)a, *sb = (const uint32_t *)(const void *)b;
    if (loose_budget >= 0) {
        // Only the verdict is wanted: one changed pixel in the strict region (the bar's band,
        // a few rows) fails the frame without a look at the rest.
        for (long k = 0; k < strict_count; k++) {
            long x0 = lmax(strict[k].x0, 0), y0 = lmax(strict[k].y0, 0), x1 = lmin(strict[k].x1, width), y1 = lmin(strict[k].y1, height);
            for (long y = y0; y < y1; y++) {
                for (long x = x0; x < x1; x++) {
                    long p = y * width + x;
                    if (sa[p] == sb[p]) continue;
                    double delta = color_delta(a, b, p * 4, p * 4, 0);
                    if ((delta < 0 ? -delta : delta) > strict_max) {
                        r.strict_pixels = 1; r.stopped = 1;
                        r.min_x = r.max_x = x; r.min_y = r.max_y = y;
                        *out = r;
                        return;
                    }
                }
            }
        }
    }
    long min_x = -1, min_y = -1;
    const uint32_t *wa = (const uint32_t *)(const void *)a, *wb = (const uint32_t *)(const void *)b;
    for (long y = 0; y < height; y++) {
        const uint32_t *ra = wa + y * width, *rb = wb + y * width;
        for (long x = 0; x < width; x++) {
            if (ra[x] == rb[x]) continue; // identical pixels: the common case
            long p = y * width + x;
            double delta = color_delta(a, b, p * 4, p * 4, 0);
            double magnitude = delta < 0 ? -delta : delta;
            int in_strict = 0;
            for (long k = 0; k < strict_count; k++) {
                if (x >= strict[k].x0 && x < strict[k].x1 && y >= strict[k].y0 && y < strict[k].y1) { in_strict = 1; break; }
            }
            uint8_t mark = 0;
            if (in_strict) {
                if (magnitude > strict_max) mark = 3;
            } else if (magnitude > loose_max) {
                if (detect_antialiasing && (antialiased(a, x, y, width, height, b) || antialiased(b, x, y, width, height, a))) mark = 1;
                else mark = 2;
            }
            if (marks) marks[p] = mark;
            if (mark == 0) continue;
            if (mark == 1) { r.antialiased_pixels++; continue; }
            if (mark == 2) r.loose_pixels++; else r.strict_pixels++;
            if (loose_budget >= 0 && (r.strict_pixels > 0 || r.loose_pixels > loose_budget)) {
                r.stopped = 1; // the frame fails: the rest of it would not change the verdict
            }
            // sqrt(delta / 35215) grows with delta, so the largest delta gives the largest value.
            double scaled = magnitude / 35215;
            if (scaled > r.largest_delta) r.largest_delta = scaled;
            if (min_x < 0 || x < min_x) min_x = x;
            if (x > r.max_x) r.max_x = x;
            if (min_y < 0) min_y = y;
            r.max_y = y;
            if (r.stopped) goto done;
        }
    }
done:
    r.min_x = min_x; r.min_y = min_y;
    *out = r; // largest_delta still squared: the caller takes the square root
}

void kbf_diff_picture(const uint8_t *expected, const uint8_t *actual, const uint8_t *marks,
                      long width, long height, long f, uint8_t *picture) {
    long w = width / f, h = height / f;
    const uint32_t *we = (const uint32_t *)(const void *)expected, *wa = (const uint32_t *)(const void *)actual;
    for (long y = 0; y < h; y++) {
        for (long x = 0; x < w; x++) {
            int mark = 0, differs = 0;
            for (long dy = 0; dy < f; dy++) {
                long p = (y * f + dy) * width + x * f;
                for (long dx = 0; dx < f; dx++, p++) {
                    if (marks[p] > mark) mark = marks[p];
                    if (we[p] != wa[p]) differs = 1;
                }
            }
            uint8_t *o = picture + (y * w + x) * 4;
            o[3] = 255;
            /* Red where the bar and the keyboard's edge changed (strict), orange elsewhere (a table
               that scrolled), yellow for anti-aliasing: a failure about the content reads apart
               from one about the bar. */
            if (mark >= 3) { o[0] = 255; o[1] = 0; o[2] = 0; continue; }
            if (mark == 2) { o[0] = 255; o[1] = 149; o[2] = 0; continue; }
            if (mark == 1) { o[0] = 255; o[1] = 224; o[2] = 102; continue; }
            if (differs) { o[0] = 255; o[1] = 160; o[2] = 160; continue; }
            // The block's top-left pixel's luma, faded 85 % towards white (thousandths of a level):
            // a faint backdrop, where one pixel of the block stands for it well enough.
            const uint8_t *e = expected + ((y * f) * width + x * f) * 4;
            long luma = 299 * e[0] + 587 * e[1] + 114 * e[2];
            uint8_t faded = (uint8_t)(255 - ((255000 - luma) * 15) / 100000);
            o[0] = faded; o[1] = faded; o[2] = faded;
        }
    }
}

void kbf_shrink(const uint8_t *image, long width, long height, long f, uint8_t *out) {
    long w = width / f, h = height / f, n = f * f;
    for (long y = 0; y < h; y++) {
        for (long x = 0; x < w; x++) {
            long s0 = 0, s1 = 0, s2 = 0;
            for (long dy = 0; dy < f; dy++) {
                const uint8_t *px = image + ((y * f + dy) * width + x * f) * 4;
                for (long dx = 0; dx < f; dx++, px += 4) { s0 += px[0]; s1 += px[1]; s2 += px[2]; }
            }
            uint8_t *o = out + (y * w + x) * 4;
            o[0] = (uint8_t)((s0 + n / 2) / n); o[1] = (uint8_t)((s1 + n / 2) / n); o[2] = (uint8_t)((s2 + n / 2) / n); o[3] = 255;
        }
    }
}

void kbf_changed_rows(const uint8_t *marks, long width, long height, long f, uint8_t *rows) {
    long h = height / f;
    for (long y = 0; y < h; y++) rows[y] = 0;
    for (long y = 0; y < h * f; y++) {
        const uint8_t *m = marks + y * width;
        for (long x = 0; x < width; x++) {
            if (m[x] >= 2) { rows[y / f] = 1; break; }
        }
    }
}
