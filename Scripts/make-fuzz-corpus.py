#!/usr/bin/env python3
"""Writes the committed corpus of bad inputs that Tests/KbfilmCLITests/CorpusReplayTests.swift
replays against the kbfilm binary (every run must exit 1 or 2 — never crash, hang or pass):

  Tests/Fuzz/storyboards/*.json   storyboards broken in every way the hardening issue lists
  Tests/Fuzz/goldens/<case>/tiny/ goldens of Tests/Fuzz/tiny.json damaged one way each

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
                              good.replace('"tiny"', '"ti\u0000ny"'), "\ufeff" + good]):
        out.append((f"syntax-{i}", text))
    # Many keys and many events stay linear (refused or run quickly).
    many_keys = dict(BASE)
    many_keys["layout"] = {f"k{i}": 1 for i in range(20_000)}
    out.append(("many-keys", json.dumps(many_keys)))
    many_events = dict(BASE)
    many_events["duration"] = 600
    many_events["events"] = [{"at": round(i * 0.05, 2), "do": "show" if i % 2 == 0 else "hide"} for i in range(10_001)]
    out.append(("many-events", json.dumps(many_events)))
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
    shutil.rmtree(base)
    print(f"{len(os.listdir(sb_dir))} storyboards, {len(os.listdir(golden_root))} damaged goldens in {FUZZ}")

main()
