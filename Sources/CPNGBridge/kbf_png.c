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
