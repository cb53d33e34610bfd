#include "kbf_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    char *err;
    size_t err_len;
} kbf_error_sink;

static void kbf_on_error(png_structp png, png_const_charp message) {
    kbf_error_sink *sink = (kbf_error_sink *)png_get_error_ptr(png);
    if (sink && sink->err && sink->err_len > 0) {
        strncpy(sink->err, message ? message : "libpng error", sink->err_len - 1);
        sink->err[sink->err_len - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void kbf_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void kbf_set_error(char *err, size_t err_len, const char *message) {
    if (err && err_len > 0) {
        strncpy(err, message, err_len - 1);
        err[err_len - 1] = 0;
    }
}

/* ---- encode ---- */

static void kbf_write(png_structp png, png_bytep bytes, size_t length) {
    kbf_buffer *out = (kbf_buffer *)png_get_io_ptr(png);
    if (out->length + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->length + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
        if (!grown) png_error(png, "out of memory");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->length, bytes, length);
    out->length += length;
}

static void kbf_flush(png_structp png) { (void)png; }

int kbf_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                   int rgbx_input, int filters, int level, int strategy, kbf_buffer *out, char *err, size_t err_len) {
    if (channels != 3 && channels != 4) {
        kbf_set_error(err, err_len, "channels must be 3 or 4");
        return -1;
    }
    kbf_error_sink sink = {err, err_len};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, kbf_on_error, kbf_on_warning);
    if (!png) {
        kbf_set_error(err, err_len, "cannot create a libpng writer");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        kbf_set_error(err, err_len, "cannot create libpng info");
        return -1;
    }
    /* volatile: read after a longjmp. */
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free((void *)rows);
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (!rows) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * stride);

    png_set_write_fn(png, out, kbf_write, kbf_flush);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    /* Large IDAT chunks: fewer chunk headers and CRC passes. */
    png_set_compression_buffer_size(png, 1 << 20);
    png_write_info(png, info);
    if (channels == 3 && rgbx_input) png_set_filler(png, 0, PNG_FILLER_AFTER);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    free((void *)rows);
    png_destroy_write_struct(&png, &info);
    return 0;
}

/* ---- decode ---- */

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} kbf_reader;

static void kbf_read(png_structp png, png_bytep bytes, size_t length) {
    kbf_reader *r = (kbf_reader *)png_get_io_ptr(png);
    if (length > r->length - r->offset) png_error(png, "file is truncated");
    memcpy(bytes, r->data + r->offset, length);
    r->offset += length;
}

int kbf_png_decode(const uint8_t *data, size_t length, uint8_t **rgba, uint32_t *width, uint32_t *height,
                   char *err, size_t err_len) {
    *rgba = NULL;
    if (length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        kbf_set_error(err, err_len, "not a PNG file (bad signature)");
        return -1;
    }
    kbf_error_sink sink = {err, err_len};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, kbf_on_error, kbf_on_warning);
    if (!png) {
        kbf_set_error(err, err_len, "cannot create a libpng reader");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        kbf_set_error(err, err_len, "cannot create libpng info");
        return -1;
    }
    kbf_reader reader = {data, length, 0};
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        free((void *)rows);
        free((void *)pixels);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_read_fn(png, &reader, kbf_read);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if ((uint64_t)w * h > (uint64_t)1 << 28) png_error(png, "image too large");
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) png_error(png, "unexpected row size after conversion");
    pixels = (uint8_t *)malloc((size_t)w * h * 4 + 1);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * (h ? h : 1));
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = (png_bytep)(pixels + (size_t)y * w * 4);
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free((void *)rows);
    png_destroy_read_struct(&png, &info, NULL);
    *rgba = pixels;
    *width = w;
    *height = h;
    return 0;
}

void kbf_free(void *pointer) { free(pointer); }

void kbf_filter_up(const uint8_t *row, const uint8_t *above, long width, int channels, uint8_t *out) {
    if (channels == 4) {
        if (!above) { memcpy(out, row, (size_t)width * 4); return; }
        for (long i = 0; i < width * 4; i++) out[i] = (uint8_t)(row[i] - above[i]);
        return;
    }
    for (long i = 0; i < width; i++) {
        const uint8_t *p = row + 4 * i;
        uint8_t *o = out + 3 * i;
        if (above) {
            const uint8_t *q = above + 4 * i;
            o[0] = (uint8_t)(p[0] - q[0]); o[1] = (uint8_t)(p[1] - q[1]); o[2] = (uint8_t)(p[2] - q[2]);
        } else {
            o[0] = p[0]; o[1] = p[1]; o[2] = p[2];
        }
    }
}

// XXH64 with seed 0 (the published algorithm), over `n` bytes read little-endian.
static const uint64_t XP1 = 0x9E3779B185EBCA87ULL, XP2 = 0xC2B2AE3D27D4EB4FULL, XP3 = 0x165667B19E3779F9ULL,
                      XP4 = 0x85EBCA77C2B2AE63ULL, XP5 = 0x27D4EB2F165667C5ULL;
static uint64_t xrotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }
static uint64_t xload64(const uint8_t *p) {
    uint64_t v = 0;
    for (int k = 7; k >= 0; k--) v = (v << 8) | p[k];
    return v;
}
static uint64_t xround(uint64_t acc, uint64_t input) { return xrotl(acc + input * XP2, 31) * XP1; }
static uint64_t xmerge(uint64_t acc, uint64_t v) { return (acc ^ xround(0, v)) * XP1 + XP4; }

uint64_t kbf_xxh64(const uint8_t *p, size_t n) {
    size_t i = 0;
    uint64_t h;
    if (n >= 32) {
        uint64_t v1 = XP1 + XP2, v2 = XP2, v3 = 0, v4 = 0 - XP1;
        // Aligned 8-byte loads on a little-endian machine are the common path; bytes otherwise.
        int direct = ((uintptr_t)p % 8 == 0) && (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__);
        const uint64_t *w = (const uint64_t *)(const void *)p;
        for (; i + 32 <= n; i += 32) {
            if (direct) {
                const uint64_t *q = w + i / 8;
                v1 = xround(v1, q[0]); v2 = xround(v2, q[1]); v3 = xround(v3, q[2]); v4 = xround(v4, q[3]);
            } else {
                v1 = xround(v1, xload64(p + i)); v2 = xround(v2, xload64(p + i + 8));
                v3 = xround(v3, xload64(p + i + 16)); v4 = xround(v4, xload64(p + i + 24));
            }
        }
        h = xrotl(v1, 1) + xrotl(v2, 7) + xrotl(v3, 12) + xrotl(v4, 18);
        h = xmerge(h, v1); h = xmerge(h, v2); h = xmerge(h, v3); h = xmerge(h, v4);
    } else {
        h = XP5;
    }
    h += (uint64_t)n;
    for (; i + 8 <= n; i += 8) {
        h ^= xround(0, xload64(p + i));
        h = xrotl(h, 27) * XP1 + XP4;
    }
    if (i + 4 <= n) {
        uint64_t v = (uint64_t)p[i] | ((uint64_t)p[i + 1] << 8) | ((uint64_t)p[i + 2] << 16) | ((uint64_t)p[i + 3] << 24);
        h ^= v * XP1;
        h = xrotl(h, 23) * XP2 + XP3;
        i += 4;
    }
    for (; i < n; i++) {
        h ^= (uint64_t)p[i] * XP5;
        h = xrotl(h, 11) * XP1;
    }
    h ^= h >> 33; h *= XP2;
    h ^= h >> 29; h *= XP3;
    h ^= h >> 32;
    return h;
}

/* Filter type f (0 none, 1 sub, 2 up, 3 average, 4 Paeth) of packed row cur against above. */
static void filter_row(int f, const uint8_t *cur, const uint8_t *above, long n, int bpp, uint8_t *out) {
    for (long k = 0; k < n; k++) {
        int a = k >= bpp ? cur[k - bpp] : 0, b = above[k], c = k >= bpp ? above[k - bpp] : 0, predictor;
        switch (f) {
        case 0: predictor = 0; break;
        case 1: predictor = a; break;
        case 2: predictor = b; break;
        case 3: predictor = (a + b) / 2; break;
        default: {
            int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
            predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c);
        }
        }
        out[k] = (uint8_t)(cur[k] - (uint8_t)(predictor & 0xFF));
    }
}

void kbf_filter_adaptive(const uint8_t *rgba, const uint8_t *above, long width, int channels,
                         uint8_t *cur, uint8_t *scratch, uint8_t *out) {
    long n = width * channels;
    for (long i = 0; i < width; i++)
        for (int c = 0; c < channels; c++) cur[i * channels + c] = rgba[4 * i + c];
    long best = -1;
    for (int f = 0; f < 5; f++) {
        filter_row(f, cur, above, n, channels, scratch);
        long sum = 0;
        for (long k = 0; k < n; k++) sum += scratch[k] < 128 ? scratch[k] : 256 - scratch[k];
        if (best < 0 || sum < best) {
            best = sum;
            out[0] = (uint8_t)f;
            memcpy(out + 1, scratch, (size_t)n);
        }
    }
}
