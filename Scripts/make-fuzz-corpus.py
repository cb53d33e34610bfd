#!/usr/bin/env python3
"""Writes the committed corpus of bad inputs that Tests/KbfilmCLITests/CorpusReplayTests.swift
replays against the kbfilm binary (every run must exit 1 or 2 — never crash, hang or pass):

  Tests/Fuzz/storyboards/*.json   storyboards broken in every way the hardening issue lists
  Tests/Fuzz/goldens/<case>/tiny/ goldens of Tests/Fuzz/tiny.json damaged one way each
  Tests/Fuzz/cli/<case>/          command lines that once wrote what KeyboardFilm does not own,
                                  passed silently, crashed or gave the wrong exit code: `case.json`
                                  (arguments, expected exit, what may be written) and `files/`,
                                  the folder the command runs in

Deterministic (no randomness): re-running it gives the same files. Needs a built kbfilm
(pass its path, default .build/release/kbfilm) to record the golden that is then damaged.
"""
import json, os, shutil, struct, subprocess, sys, zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FUZZ = os.path.join(ROOT, "Tests", "Fuzz")
KBFILM = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "kbfilm")

BASE = {
    "name": "tiny", "device": "iPhone SE (1st generation)", "fps": 5, "scale": 1, "duration": 0.65,
    "strategy": {"name": "layoutGuide"}, "keyboard": {"curve": "keyboard"}, "rotation": {"curve": "easeInOut"},
    "events": [{"at": 0.1, "do": "show"}, {"at": 0.4, "do": "hide"}],
}

def storyboards():
    """(file name, text) of each bad storyboard."""
    out = []
    def mutate(name, f):
        sb = json.loads(json.dumps(BASE))
        f(sb)
        out.append((name, json.dumps(sb)))
    # Huge or non-finite numbers where the code converts or loops.
    for path, value in [("keyboard.curve", {"bezier": [0.3, 1e14, 0.6, 1]}), ("rotation.curve", {"bezier": [0.3, 0, 0.6, -1e300]}),
                        ("keyboard.curve", {"bezier": [2, 0, 0.6, 1]}), ("keyboard.curve", {"spring": {"mass": 0}}),
                        ("keyboard.curve", {"spring": {"stiffness": 1e300}})]:
        top, key = path.split(".")
        mutate(f"huge-{top}-{key}-{len(out)}", lambda sb, top=top, key=key, value=value: sb[top].__setitem__(key, value))
    for key, value in [("fps", 0), ("fps", 241), ("fps", 1e20), ("scale", 4), ("duration", 0), ("duration", 1e9), ("duration", -1),
                       ("fps", "60"), ("scale", True), ("duration", None), ("name", ""), ("name", "a/b"), ("name", "x" * 300),
                       ("name", "bell\u0007"), ("name", "summary.md"), ("name", ".hidden"), ("device", "iPhone 99"),
                       ("device", "\u001b[31mred"), ("orientation", "sideways"), ("system", "ios6"), ("appearance", "sepia"),
                       ("events", []), ("events", {}), ("strategy", "layoutGuide"), ("strategy", {"name": "layoutGuid"}),
                       ("layout", {"presentation": "formSheet"}), ("layout", {"presentation": {"x": 0, "y": 0, "width": 1e6, "height": 10}}),
                       ("additiveAnimations", "yes"), ("unknownKey", 1)]:
        mutate(f"field-{key}-{len(out)}", lambda sb, key=key, value=value: sb.__setitem__(key, value))
    # Events: out of order, beyond the duration, impossible sequences, unknown kinds, bad fields.
    for events in [[{"at": 0.4, "do": "show"}, {"at": 0.1, "do": "hide"}],
                   [{"at": 0.7, "do": "show"}],  # beyond the duration
                   [{"at": 0.1, "do": "hide"}],
                   [{"at": 0.1, "do": "show"}, {"at": 0.2, "do": "show"}],
                   [{"at": 0.1, "do": "show"}, {"at": 0.62, "do": "show"}],  # after the last frame (0.6 s at 5 fps)
                   [{"at": 0.1, "do": "fly"}],
                   [{"at": 0.1, "do": "rotate", "to": "portraitUpsideDown"}],
                   [{"at": 0.1, "do": "show"}, {"at": 0.2, "do": "undock"}],
                   [{"at": 0.1, "do": "show"}, {"at": 0.2, "do": "float", "x": -1, "y": 0}],
                   [{"at": 0.1, "do": "show"}, {"at": 0.2, "do": "interactiveDismiss", "to": 2, "release": "dismiss"}],
                   [{"at": 0.1, "do": "show"}, {"at": 0.2, "do": "backSwipe", "to": 0.5, "release": "later"}],
                   [{"at": 0.1, "do": "presentAlert"}, {"at": 0.2, "do": "show"}],
                   [{"at": 0.1, "do": "dismissAlert"}],
                   [{"at": 0.1, "do": "show"}, {"at": 0.2, "do": "setAccessory", "height": -3}],
                   [{"at": "0.1", "do": "show"}], [{"do": "show"}], ["show"], [None],
                   # After the last frame (0.6 s at 5 fps; duration 0.65): no frame would show it.
                   [{"at": 0.1, "do": "show"}, {"at": 0.62, "do": "hide"}]]:
        mutate(f"events-{len(out)}", lambda sb, events=events: sb.__setitem__("events", events))
    # Not JSON, or JSON the format does not accept.
    good = json.dumps(BASE)
    for i, text in enumerate([good[: len(good) // 2], good.replace('"fps": 5', '"fps": 05'), good.replace('"tiny"', '"t\\u+041"'),
                              good.replace('"fps": 5', '"fps": 5, "fps": 5'), good + "garbage", "", "[]", "null", "{",
                              "[" * 100_000, '{"a":' * 10_000, good.replace('"tiny"', '"\\ud800"'), good.replace("0.6", "0.6e"),
                              good.replace('"tiny"', '"ti\u0000ny"'), "\ufeff\ufeff" + good]):  # one byte-order mark is allowed, not two
        out.append((f"syntax-{i}", text))
    # 81 × "€" is 81 characters but 243 bytes: no room for the staging folder's prefix.
    mutate("name-bytes-euro", lambda sb: sb.__setitem__("name", "\u20ac" * 81))
    mutate("name-bytes-emoji", lambda sb: sb.__setitem__("name", "\U0001F600" * 64))
    # Many keys and many events stay linear (refused or run quickly).
    many_keys = dict(BASE)
    many_keys["layout"] = {f"k{i}": 1 for i in range(20_000)}
    out.append(("many-keys", json.dumps(many_keys)))
    many_events = dict(BASE)
    many_events["duration"] = 600
    many_events["events"] = [{"at": round(i * 0.05, 2), "do": "show" if i % 2 == 0 else "hide"} for i in range(10_001)]
    out.append(("many-events", json.dumps(many_events)))
    # Names XML and SVG cannot carry (the JUnit report, filmstrip.svg): refused at the storyboard.
    mutate("name-noncharacter-ffff", lambda sb: sb.__setitem__("name", "film\uffff"))
    mutate("name-noncharacter-fdd0", lambda sb: sb.__setitem__("name", "\ufdd0film"))
    return out

def chunks(png):
    i, parsed = 8, []
    while i < len(png):
        n = struct.unpack(">I", png[i:i + 4])[0]
        parsed.append((png[i + 4:i + 8], png[i + 8:i + 8 + n]))
        i += 12 + n
    return parsed

def assemble(parsed):
    out = b"\x89PNG\r\n\x1a\n"
    for kind, data in parsed:
        out += struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return out

def goldens(base_dir):
    """(case name, function(folder)) damaging a copy of the recorded golden."""
    def apng(f):
        def damage(folder):
            p = os.path.join(folder, "animation.png")
            data = open(p, "rb").read()
            open(p, "wb").write(assemble(f(chunks(data))))
        return damage
    def manifest(f):
        def damage(folder):
            p = os.path.join(folder, "manifest.json")
            m = json.load(open(p))
            f(m)
            open(p, "w").write(json.dumps(m))
        return damage
    def trace(f):
        def damage(folder):
            p = os.path.join(folder, "trace.json")
            t = json.load(open(p))
            f(t)
            open(p, "w").write(json.dumps(t))
        return damage
    def first(kind):
        return lambda cs: [i for i, c in enumerate(cs) if c[0] == kind][0]
    def replace_chunk(kind, data):
        return lambda cs: [(k, data if k == kind and i == first(kind)(cs) else d) for i, (k, d) in enumerate(cs)]
    def idat_garbage(cs):
        i = first(b"IDAT")(cs)
        cs[i] = (b"IDAT", b"\x78\x9c" + bytes(range(200)))
        return cs
    def drop_frame(cs):
        i = [j for j, c in enumerate(cs) if c[0] == b"fcTL"][-1]
        return cs[:i] + [c for c in cs[i + 1:] if c[0] not in (b"fdAT",)]
    def fctl_outside(cs):
        i = first(b"fcTL")(cs)
        d = bytearray(cs[i][1]); d[12:16] = struct.pack(">I", 100_000)
        cs[i] = (b"fcTL", bytes(d))
        return cs
    return [
        ("short-fctl", apng(replace_chunk(b"fcTL", b"\x00" * 8))),
        ("short-actl", apng(replace_chunk(b"acTL", b"\x00\x00"))),
        ("bad-zlib", apng(idat_garbage)),
        ("missing-frame", apng(drop_frame)),
        ("fctl-outside", apng(fctl_outside)),
        ("truncated-apng", lambda folder: open(os.path.join(folder, "animation.png"), "r+b").truncate(200)),
        ("manifest-format-99", manifest(lambda m: m.__setitem__("format", 99))),
        ("manifest-stride-0", manifest(lambda m: m.__setitem__("pixelStride", 0))),
        ("manifest-stride-negative", manifest(lambda m: m.__setitem__("pixelStride", -7))),
        ("manifest-frames-2-40", manifest(lambda m: m.__setitem__("frameCount", 2 ** 40))),
        ("manifest-hash-garbage", manifest(lambda m: m["frames"].__setitem__(0, "zz"))),
        ("manifest-not-json", lambda folder: open(os.path.join(folder, "manifest.json"), "w").write("{")),
        ("trace-no-frames", trace(lambda t: t.__setitem__("frames", []))),
        ("trace-truncated", trace(lambda t: t.__setitem__("frames", t["frames"][:-2]))),
        ("trace-duplicated", trace(lambda t: t["frames"].__setitem__(1, t["frames"][0]))),
        ("trace-scrambled", trace(lambda t: t["frames"].reverse())),
        ("trace-not-json", lambda folder: open(os.path.join(folder, "trace.json"), "w").write("[")),
    ]

def png(width, height, rows):
    """An RGBA PNG of `rows` (bytes per row, unfiltered)."""
    raw = b"".join(b"\x00" + r for r in rows)
    return assemble([(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)), (b"IDAT", zlib.compress(raw, 9)), (b"IEND", b"")])

def apng(width, height, frames):
    """An APNG whose frames are full RGBA images (bytes per row lists)."""
    parsed = [(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)), (b"acTL", struct.pack(">II", len(frames), 0))]
    seq = 0
    for k, rows in enumerate(frames):
        parsed.append((b"fcTL", struct.pack(">IIIIIHHBB", seq, width, height, 0, 0, 1, 10, 0, 0)))
        seq += 1
        data = zlib.compress(b"".join(b"\x00" + r for r in rows), 9)
        if k == 0:
            parsed.append((b"IDAT", data))
        else:
            parsed.append((b"fdAT", struct.pack(">I", seq) + data))
            seq += 1
    return assemble(parsed + [(b"IEND", b"")])

def cli_cases(tiny_golden):
    """(case name, spec, function(files folder)) of each command-line case. The spec's paths are
    relative to the folder the command runs in; `writes` lists the top-level entries the command
    may create or replace (everything else must stay byte-identical)."""
    sb = json.dumps(BASE, indent=2) + "\n"
    def files(**entries):
        def make(folder):
            for path, content in entries.items():
                path = path.replace("__", "/")
                full = os.path.join(folder, path)
                os.makedirs(os.path.dirname(full), exist_ok=True)
                if callable(content):
                    content(full)
                else:
                    open(full, "wb").write(content if isinstance(content, bytes) else content.encode())
        return make
    def golden(full):
        shutil.copytree(os.path.join(tiny_golden, "tiny"), full)
    def rendered(name, fmt="trace,apng", events=None):
        def make(full):
            board = json.loads(json.dumps(BASE)); board["name"] = name
            if events: board["events"] = events
            tmp = full + ".json"
            open(tmp, "w").write(json.dumps(board))
            subprocess.run([KBFILM, "render", tmp, "--out", full, "--format", fmt, "--quiet"], check=True)
            os.remove(tmp)
        return make
    def renamed_trace(name):
        def make(full):
            rendered("tiny")(full)
            p = os.path.join(full, "trace.json")
            t = json.load(open(p)); t["name"] = name
            open(p, "w").write(json.dumps(t))
        return make
    def empty_trace(full):
        rendered("tiny")(full)
        p = os.path.join(full, "trace.json")
        t = json.load(open(p)); t["frames"] = []
        open(p, "w").write(json.dumps(t))
    def swapped_animation(full):
        # The golden of another film (keyboard shown later) under this film's manifest, its file
        # hash updated: only the frame hashes can tell.
        golden(full)
        other = full + ".other"
        board = json.loads(json.dumps(BASE)); board["events"] = [{"at": 0.2, "do": "show"}, {"at": 0.4, "do": "hide"}]
        open(other + ".json", "w").write(json.dumps(board))
        subprocess.run([KBFILM, "record", other + ".json", "--golden", other], check=True,
                       env=dict(os.environ, KBFILM_RECORD="all"), stdout=subprocess.DEVNULL)
        shutil.copy(os.path.join(other, "tiny", "animation.png"), os.path.join(full, "animation.png"))
        m = json.load(open(os.path.join(full, "manifest.json")))
        data = open(os.path.join(full, "animation.png"), "rb").read()
        m["files"]["animation.png"] = xxh64_hex(data)
        open(os.path.join(full, "manifest.json"), "w").write(json.dumps(m, indent=2, sort_keys=True) + "\n")
        shutil.rmtree(other); os.remove(other + ".json")
    def shard_report(board, shard, edit=None, damage=None):
        """The JUnit report `verify --shard` writes for `board` against the tiny golden (damaged
        by `damage`), then edited by `edit` (text → text)."""
        def make(full):
            work = full + ".work"
            os.makedirs(work)
            open(os.path.join(work, "b.json"), "w").write(json.dumps(board))
            golden(os.path.join(work, "g", "tiny"))
            if damage: damage(os.path.join(work, "g", "tiny"))
            subprocess.run([KBFILM, "verify", "b.json", "--golden", "g", "--shard", shard, "--junit", "r.xml", "--artifacts", "a", "--quiet"],
                           cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            text = open(os.path.join(work, "r.xml"), encoding="utf-8").read().replace(work + "/", "")
            open(full, "w", encoding="utf-8").write(edit(text) if edit else text)
            shutil.rmtree(work)
        return make
    def corrupt_trace(folder):
        open(os.path.join(folder, "trace.json"), "w").write("{}")
    moved = dict(BASE, events=[{"at": 0.2, "do": "show"}])
    red, blue = b"\xff\x00\x00\xff", b"\x00\x00\xff\xff"
    square = lambda c: [c * 8] * 8
    # 16384×16384 (1 GiB decoded) with an empty IDAT: only its header may be read.
    big_header = assemble([(b"IHDR", struct.pack(">IIBBBBB", 16384, 16384, 8, 6, 0, 0, 0)), (b"IDAT", b""), (b"IEND", b"")])
    dur02 = dict(BASE, duration=0.2, events=[{"at": 0.0, "do": "show"}])
    fps_stated = dict(BASE, fps=10)
    return [
        # Data loss: paths derived from content, reports over other files, user files in outputs.
        ("diff-dir-name-traversal", {"args": ["diff", "a", "b", "--quiet"], "exit": 2, "stderr": "name", "writes": []},
         files(a=rendered("tiny"), b=renamed_trace("../../victim"), victim__keep=b"mine")),
        ("verify-junit-over-manifest", {"args": ["verify", "tiny.json", "--golden", "g", "--junit", "g/tiny/manifest.json"], "exit": 2, "writes": []},
         files(**{"tiny.json": sb, "g__tiny": golden})),
        ("verify-junit-over-storyboard", {"args": ["verify", "tiny.json", "--golden", "g", "--junit", "tiny.json"], "exit": 2, "writes": []},
         files(**{"tiny.json": sb, "g__tiny": golden})),
        ("verify-summary-over-readme", {"args": ["verify", "tiny.json", "--golden", "g", "--summary", "README.md"], "exit": 2, "writes": []},
         files(**{"tiny.json": sb, "g__tiny": golden, "README.md": "# my project\n"})),
        ("verify-junit-folder", {"args": ["verify", "tiny.json", "--golden", "g", "--junit", "reports"], "exit": 2, "stderr": "folder", "writes": []},
         files(**{"tiny.json": sb, "g__tiny": golden, "reports__keep": "mine"})),
        ("diff-png-out-over-input", {"args": ["diff", "a.png", "b.png", "--out", "a.png"], "exit": 2, "writes": []},
         files(**{"a.png": png(8, 8, square(red)), "b.png": png(8, 8, square(blue))})),
        ("diff-png-out-over-foreign", {"args": ["diff", "a.png", "b.png", "--out", "notes.png"], "exit": 2, "writes": []},
         files(**{"a.png": png(8, 8, square(red)), "b.png": png(8, 8, square(blue)), "notes.png": png(8, 8, square(blue))})),
        ("render-user-file-in-output", {"args": ["render", "tiny.json", "--out", "film", "--format", "trace", "--quiet"], "exit": 2, "writes": []},
         files(**{"tiny.json": sb, "film": rendered("tiny", "trace"), "film__notes.txt": "mine"})),
        ("record-user-file-in-golden", {"args": ["record", "tiny.json", "--golden", "g", "--update"], "exit": 2, "stderr": "--golden", "writes": []},
         files(**{"tiny.json": sb, "g__tiny": golden, "g__tiny__README.md": "mine"})),
        ("verify-artifacts-user-page", {"args": ["verify", "moved.json", "--golden", "g", "--artifacts", "site"], "exit": 2, "stderr": "--artifacts", "writes": []},
         files(**{"moved.json": json.dumps(dict(BASE, events=[{"at": 0.2, "do": "show"}])), "g__tiny": golden, "site__tiny__index.html": "mine"})),
        ("verify-artifacts-inside-golden", {"args": ["verify", "moved.json", "--golden", "g", "--artifacts", "g/art"], "exit": 2, "writes": []},
         files(**{"moved.json": json.dumps(dict(BASE, events=[{"at": 0.2, "do": "show"}])), "g__tiny": golden})),
        ("render-out-dangling-link", {"args": ["render", "tiny.json", "--out", "link", "--format", "trace"], "exit": 2, "stderr": "symbolic link",
                                      "symlinks": {"link": "nowhere/film"}, "writes": []},
         files(**{"tiny.json": sb})),
        ("render-out-link-to-output", {"args": ["render", "tiny.json", "--out", "link", "--format", "strip", "--quiet"], "exit": 0,
                                       "symlinks": {"link": "real/film"}, "writes": ["real"]},
         files(**{"tiny.json": sb, "real__film": rendered("tiny", "trace")})),
        # The tiny film's review (about 63 KB) fits the cap, the 3x one's does not: neither is written.
        ("render-two-films-one-over-review-cap", {"args": ["render", "tiny.json", "big.json", "--review", "--review-cap", "0.07", "--out", "out", "--quiet"],
                                                  "exit": 2, "stderr": "big.json", "writes": []},
         files(**{"tiny.json": sb, "big.json": json.dumps(dict(BASE, name="big", scale=3, fps=30, duration=1.0))})),
        # Silent passes.
        # The other film's render differs from the manifest, so its frames are decoded and checked.
        ("verify-animation-of-another-film", {"args": ["verify", "other.json", "--golden", "g"], "exit": 2, "stderr": "frame", "writes": ["Output"]},
         files(**{"other.json": json.dumps(dict(BASE, events=[{"at": 0.2, "do": "show"}, {"at": 0.4, "do": "hide"}])), "g__tiny": swapped_animation})),
        # This film's render matches its manifest; --strict decodes every stored frame anyway.
        ("verify-strict-animation-swapped", {"args": ["verify", "tiny.json", "--golden", "g", "--strict"], "exit": 2, "stderr": "frame", "writes": ["Output"]},
         files(**{"tiny.json": sb, "g__tiny": swapped_animation})),
        ("diff-dir-one-side-without-pixels", {"args": ["diff", "a", "b", "--quiet"], "exit": 2, "writes": []},
         files(a=rendered("tiny"), b=rendered("tiny", "trace"))),
        ("diff-dir-empty-traces", {"args": ["diff", "a", "b", "--quiet"], "exit": 2, "writes": []},
         files(a=empty_trace, b=empty_trace)),
        ("diff-apng-later-frame", {"args": ["diff", "a.png", "b.png", "--json"], "exit": 1, "stdout": "firstDifferingFrame", "writes": []},
         files(**{"a.png": apng(8, 8, [square(red), square(red)]), "b.png": apng(8, 8, [square(red), square(blue)])})),
        ("verify-stated-fps-differs", {"args": ["verify", "tiny10.json", "--golden", "g"], "exit": 1, "stdout": "fps", "writes": ["Output"]},
         files(**{"tiny10.json": json.dumps(fps_stated), "g__tiny": golden})),
        # Crashes and hangs.
        ("diff-huge-header-first", {"args": ["diff", "big.png", "small.png"], "exit": 2, "writes": []},
         files(**{"big.png": big_header, "small.png": png(16, 16, [red * 16] * 16)})),
        ("diff-huge-both", {"args": ["diff", "big.png", "big.png"], "exit": 2, "stderr": "--max-pixels", "writes": []},
         files(**{"big.png": big_header})),
        ("verify-fifo-manifest", {"args": ["verify", "tiny.json", "--golden", "g"], "exit": 2, "fifos": ["g/tiny/manifest.json"], "writes": []},
         files(**{"tiny.json": sb, "g__tiny__trace.json": "{}", "g__tiny__animation.png": b""})),
        ("render-jobs-over-address-space", {"args": ["render", "ipad.json", "--format", "png", "--jobs", "2"], "exit": 2, "stderr": "ulimit -v", "writes": []},
         files(**{"ipad.json": json.dumps(dict(BASE, name="ipad", device="iPad Pro 12.9-inch", scale=3, duration=0.2,
                                                events=[{"at": 0.0, "do": "show"}, {"at": 0.1, "do": "rotate", "to": "landscapeLeft"}]))})),
        # Wrong exit codes and words.
        ("trace-to-full-stdout", {"args": ["trace", "tiny.json"], "exit": 3, "stdoutTo": "/dev/full", "writes": []},
         files(**{"tiny.json": sb})),
        ("render-from-beyond-film", {"args": ["render", "short.json", "--from", "5", "--to", "6", "--format", "strip"], "exit": 2, "stderr": "--from", "writes": []},
         files(**{"short.json": json.dumps(dur02)})),
        ("render-every-negative", {"args": ["render", "tiny.json", "--every", "-1", "--format", "strip"], "exit": 2, "stderr": "--every", "writes": []},
         files(**{"tiny.json": sb})),
        ("render-jobs-negative", {"args": ["render", "tiny.json", "--jobs", "-1"], "exit": 2, "stderr": "--jobs", "writes": []},
         files(**{"tiny.json": sb})),
        ("diff-threshold-negative-zero", {"args": ["diff", "a.png", "b.png", "--threshold", "-0.5"], "exit": 2, "stderr": "--threshold", "writes": []},
         files(**{"a.png": png(8, 8, square(red)), "b.png": png(8, 8, square(blue))})),
        # Round four: merged shards that would pass what one run fails, names, staging, bad input.
        ("verify-shard-negative", {"args": ["verify", "tiny.json", "--golden", "g", "--shard", "-1/3"], "exit": 2, "stderr": "-1/3", "writes": []},
         files(**{"tiny.json": sb, "g__tiny": golden})),
        ("merge-reports-shard-missing", {"args": ["merge-reports", "s1.xml", "--junit", "m.xml"], "exit": 2, "stderr": "shard 2/2", "writes": []},
         files(**{"s1.xml": shard_report(BASE, "1/2")})),
        ("merge-reports-failures-edited", {"args": ["merge-reports", "s1.xml", "--junit", "m.xml"], "exit": 2, "stderr": "edited", "writes": []},
         files(**{"s1.xml": shard_report(moved, "1/1", edit=lambda t: t.replace('failures="1"', 'failures="0"'))})),
        ("merge-reports-nul-in-name", {"args": ["merge-reports", "s1.xml", "--junit", "m.xml"], "exit": 2, "stderr": "s1.xml", "writes": []},
         files(**{"s1.xml": shard_report(moved, "1/1", edit=lambda t: t.replace('name="tiny"', 'name="ti\u0000ny"'))})),
        ("merge-reports-shard-stopped", {"args": ["merge-reports", "s1.xml", "--junit", "m.xml"], "exit": 2, "stderr": "stopped", "writes": []},
         files(**{"s1.xml": shard_report(BASE, "1/1", damage=corrupt_trace)})),
        ("verify-corrupt-golden-writes-no-artifacts", {"args": ["verify", "a.json", "b.json", "--golden", "g", "--jobs", "1"], "exit": 2, "stderr": "corrupt", "writes": []},
         files(**{"a.json": json.dumps(dict(BASE, name="a")), "b.json": json.dumps(dict(moved, name="b")),
                  "g__a": lambda full: (golden(full), corrupt_trace(full)), "g__b": golden})),
        ("verify-strict-staging-is-no-orphan", {"args": ["verify", "tiny.json", "--golden", "g", "--strict"], "exit": 0, "writes": ["Output"]},
         files(**{"tiny.json": sb, "g__tiny": golden, "g__.tiny.partial-4194304": golden})),
        ("render-name-noncharacter", {"args": ["render", "bad.json", "--format", "trace"], "exit": 2, "stderr": "U+FFFF", "writes": []},
         files(**{"bad.json": json.dumps(dict(BASE, name="tiny\uffff"))})),
        ("trace-from-stdin", {"args": ["trace", "/dev/stdin"], "exit": 0, "stdin": "tiny.json", "stdout": "\"name\": \"tiny\"", "writes": []},
         files(**{"tiny.json": sb})),
    ]

def xxh64_hex(data):
    """XXH64 (seed 0) of data, as the manifest stores it (16 lowercase hex digits)."""
    P1, P2, P3, P4, P5 = 11400714785074694791, 14029467366897019727, 1609587929392839161, 9650029242287828579, 2870177450012600261
    M = (1 << 64) - 1
    rotl = lambda x, r: ((x << r) | (x >> (64 - r))) & M
    def rnd(acc, lane): return (rotl((acc + lane * P2) & M, 31) * P1) & M
    def merge(acc, v): return ((acc ^ rnd(0, v)) * P1 + P4) & M
    n, i = len(data), 0
    if n >= 32:
        v = [(P1 + P2) & M, P2, 0, (-P1) & M]
        while i + 32 <= n:
            for k in range(4):
                v[k] = rnd(v[k], struct.unpack_from("<Q", data, i + 8 * k)[0])
            i += 32
        h = (rotl(v[0], 1) + rotl(v[1], 7) + rotl(v[2], 12) + rotl(v[3], 18)) & M
        for x in v: h = merge(h, x)
    else:
        h = P5
    h = (h + n) & M
    while i + 8 <= n:
        h = (rotl(h ^ rnd(0, struct.unpack_from("<Q", data, i)[0]), 27) * P1 + P4) & M; i += 8
    if i + 4 <= n:
        h = (rotl(h ^ (struct.unpack_from("<I", data, i)[0] * P1) & M, 23) * P2 + P3) & M; i += 4
    while i < n:
        h = (rotl(h ^ (data[i] * P5) & M, 11) * P1) & M; i += 1
    h ^= h >> 33; h = (h * P2) & M; h ^= h >> 29; h = (h * P3) & M; h ^= h >> 32
    return f"{h:016x}"

def main():
    sb_dir = os.path.join(FUZZ, "storyboards")
    shutil.rmtree(sb_dir, ignore_errors=True)
    os.makedirs(sb_dir)
    for name, text in storyboards():
        with open(os.path.join(sb_dir, name + ".json"), "w", encoding="utf-8", newline="") as f:
            f.write(text)
    tiny = os.path.join(FUZZ, "tiny.json")
    open(tiny, "w").write(json.dumps(BASE, indent=2) + "\n")
    golden_root = os.path.join(FUZZ, "goldens")
    shutil.rmtree(golden_root, ignore_errors=True)
    base = os.path.join(FUZZ, ".base")
    shutil.rmtree(base, ignore_errors=True)
    subprocess.run([KBFILM, "record", tiny, "--golden", base], check=True, env=dict(os.environ, KBFILM_RECORD="all"),
                   stdout=subprocess.DEVNULL)
    for case, damage in goldens(base):
        folder = os.path.join(golden_root, case, "tiny")
        shutil.copytree(os.path.join(base, "tiny"), folder)
        damage(folder)
    cli_root = os.path.join(FUZZ, "cli")
    shutil.rmtree(cli_root, ignore_errors=True)
    for case, spec, make in cli_cases(base):
        folder = os.path.join(cli_root, case)
        os.makedirs(os.path.join(folder, "files"))
        make(os.path.join(folder, "files"))
        open(os.path.join(folder, "case.json"), "w").write(json.dumps(spec, indent=2, sort_keys=True) + "\n")
    shutil.rmtree(base)
    print(f"{len(os.listdir(sb_dir))} storyboards, {len(os.listdir(golden_root))} damaged goldens, {len(os.listdir(cli_root))} command lines in {FUZZ}")

main()
