# KeyboardFilm in a Linux container, for a Mac (KeyboardFilm runs on Linux only). Any Swift 6
# Debian or Ubuntu image works as the base; the setup script is the one CI runs.
#
#   docker build -t kbfilm .
#   docker run --rm -v "$PWD":/work -v kbfilm-build:/work/.build -w /work kbfilm \
#     swift test -c release -Xswiftc -enable-testing --disable-testable-imports   # your package's film tests
#
# The named volume keeps .build between runs (and apart from the Mac's own .build).
FROM swift:6.1-bookworm
COPY Scripts/container-setup.sh /usr/local/bin/kbfilm-container-setup
RUN bash /usr/local/bin/kbfilm-container-setup && rm -rf /var/lib/apt/lists/*
WORKDIR /work
