# KeyboardFilm in a Linux container, for a Mac (KeyboardFilm runs on Linux only).
# Any Swift 6 Debian image works as the base (swift:6.x-bookworm, -slim too); the setup script is
# the one .ci/run runs, so what it installs is checked on every CI run.
#
# In your package (or a clone of KeyboardFilm), build the image once, then run the film tests with
# the folder mounted at /work and .build in a named volume (kept between runs, apart from the Mac's):
#
#   docker build -t kbfilm .
#   docker run --rm -v "$PWD":/work -v kbfilm-build:/work/.build kbfilm \
#     swift test -c release -Xswiftc -enable-testing --disable-testable-imports   # --filter NAME: some tests
#
# and kbfilm itself, e.g. filming an example into Output/ (in a clone of KeyboardFilm):
#
#   docker run --rm -v "$PWD":/work -v kbfilm-build:/work/.build kbfilm \
#     bash -c 'bash Scripts/build.sh && .build/release/kbfilm render Examples/rotation-ios7-notification-sync.json'
#
# Only Scripts/container-setup.sh is copied into the image (BuildKit sends only what COPY names).
FROM swift:6.1-bookworm
COPY Scripts/container-setup.sh /usr/local/bin/kbfilm-container-setup
RUN bash /usr/local/bin/kbfilm-container-setup && rm -rf /var/lib/apt/lists/*
WORKDIR /work
