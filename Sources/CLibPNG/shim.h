/* libpng and zlib as Debian's libpng-dev / zlib1g-dev install them. */
#include <png.h>
#include <zlib.h>
