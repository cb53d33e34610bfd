#ifndef KBF_PNG_H
#define KBF_PNG_H
/*
 * libpng's full API reports errors by longjmp, which Swift cannot catch. These functions
 * keep every setjmp/longjmp inside C and return 0 on success, or -1 with a message in `err`.
 */
#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t *data;
    size_t length;
    size_t capacity;
} kbf_buffer;

/* Encodes `height` rows of `width` pixels with `channels` (3 = RGB, 4 = RGBA, 8-bit) at
   `stride` bytes per row. `filters` is a PNG_FILTER_* mask; `level` 0…9 and `strategy`
   (Z_DEFAULT_STRATEGY, Z_FILTERED, Z_RLE, …) go to zlib. No time or text chunks are written.
   With `rgbx_input` set and channels 3, each input pixel has 4 bytes and the 4th is dropped. */
int kbf_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride, int channels,
                   int rgbx_input, int filters, int level, int strategy, kbf_buffer *out, char *err, size_t err_len);

/* Decodes any PNG libpng reads to 8-bit RGBA (straight alpha), rows packed. The caller frees
   `*rgba` with kbf_free. */
int kbf_png_decode(const uint8_t *data, size_t length, uint8_t **rgba, uint32_t *width, uint32_t *height,
                   char *err, size_t err_len);

void kbf_free(void *pointer);

/// PNG's "up" filter of one row of `width` RGBA pixels against the row above (NULL: the first
/// row, copied), writing 4 bytes per pixel, or 3 (RGB, alpha dropped) when `channels` is 3.
/// In C so that users' debug test builds encode failure artifacts at nearly release speed.
/// XXH64 (seed 0) of `n` bytes: golden manifests record one per frame.
uint64_t kbf_xxh64(const uint8_t *bytes, size_t n);

void kbf_filter_up(const uint8_t *row, const uint8_t *above, long width, int channels, uint8_t *out);

/* Packs `width` RGBA pixels of `rgba` into `cur` (`channels` bytes each: 3 drops alpha) and writes
   to `out` the filter type with the smallest sum of absolute differences against the packed row
   `above` (the PNG spec's recommended heuristic; the first of equals wins), then the filtered row.
   `scratch` holds width × channels bytes. */
void kbf_filter_adaptive(const uint8_t *rgba, const uint8_t *above, long width, int channels,
                         uint8_t *cur, uint8_t *scratch, uint8_t *out);

#endif
