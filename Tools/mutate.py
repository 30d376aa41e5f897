#!/usr/bin/env python3
"""Mutation test: plausible broken versions of the shipped apps through every command.

Makes COUNT mutants of the four apps in Scenes/ (each 1 to 3 mutations: deleted lines and
blocks, duplicated and amplified blocks, near-miss references, huge, negative and
non-finite numbers, empty lists, nulls, unicode and very long strings, swapped values), and
runs each through `validate`, `simulate` with taps, `render` and `layout` of the release
binary. Any exit status other than 0, 1 or 2 is a crash, a run past --timeout a hang; both
are saved under --keep with the command line. Prints the figures, and exits 1 on a crash or
a hang.

    swift build -c release --product scenectl
    Tools/mutate.py                      # 3,000 mutants, seed 1
    Tools/mutate.py --count 300 --seed 7 --jobs 2
The same seed makes the same mutants.
"""

import argparse
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

NUMBERS = [
    "9223372036854775807", "-9223372036854775808", "18446744073709551616", "1e19", "-1e19",
    "1e308", "-1e308", "1e-320", "-1", "-0", "0", "4294967296", ".nan", ".inf", "-.inf",
    "0x7fffffffffffffff", "0." + "0" * 2000 + "1", "9" * 400,
]
UNICODE = [
    "e\u0301" * 2000, "\u202eevil", "\U0001F600\u200d\U0001F600", "\u0000", "\u001b[31m",
    "a\\nb", "\ufeff", "\u0301", "ǅ", "İ", "\ud7ff",
]


class Mutator:
    """Line-level mutations of a scene file's text; every choice comes from one `random`."""

    def __init__(self, rng):
        self.rng = rng

    @staticmethod
    def indent(line):
        return len(line) - len(line.lstrip(" "))

    def block(self, lines, i):
        """Line i and the lines below it that are indented further (its children)."""
        end = i + 1
        while end < len(lines) and (
            not lines[end].strip() or self.indent(lines[end]) > self.indent(lines[i])
        ):
            end += 1
        return end

    def pick_line(self, lines, pattern=None):
        candidates = [
            i for i, line in enumerate(lines)
            if line.strip() and not line.lstrip().startswith("#")
            and (pattern is None or re.search(pattern, line))
        ]
        return self.rng.choice(candidates) if candidates else None

    def delete_line(self, lines):
        i = self.pick_line(lines)
        if i is not None:
            del lines[i]

    def delete_block(self, lines):
        i = self.pick_line(lines)
        if i is not None:
            del lines[i:self.block(lines, i)]

    def duplicate_block(self, lines):
        i = self.pick_line(lines)
        if i is not None:
            end = self.block(lines, i)
            lines[end:end] = lines[i:end]

    def amplify_block(self, lines):
        i = self.pick_line(lines, r"^\s*- ")
        if i is not None:
            end = self.block(lines, i)
            lines[end:end] = lines[i:end] * self.rng.choice([50, 500, 3000])

    def near_miss(self, lines):
        i = self.pick_line(lines, r"[A-Za-z_]\w{2,}")
        if i is None:
            return
        words = re.findall(r"[A-Za-z_]\w{2,}", lines[i])
        word = self.rng.choice(words)
        k = self.rng.randrange(len(word))
        edits = [
            word[:k] + word[k + 1:],
            word[:k] + word[k:k + 2][::-1] + word[k + 2:],
            word + self.rng.choice("sx_1"),
            word.swapcase(),
            word[:k] + "-" + word[k:],
        ]
        lines[i] = lines[i].replace(word, self.rng.choice(edits), 1)

    def number(self, lines):
        i = self.pick_line(lines, r"(?<![\w.])-?\d+(\.\d+)?(?![\w.])")
        if i is None:
            return
        matches = list(re.finditer(r"(?<![\w.])-?\d+(\.\d+)?(?![\w.])", lines[i]))
        m = self.rng.choice(matches)
        lines[i] = lines[i][:m.start()] + self.rng.choice(NUMBERS) + lines[i][m.end():]

    def empty_list(self, lines):
        i = self.pick_line(lines, r"\[.*\]|:\s*$")
        if i is None:
            return
        if "[" in lines[i]:
            lines[i] = re.sub(r"\[[^\[\]]*\]", "[]", lines[i], count=1)
        else:
            end = self.block(lines, i)
            lines[i:end] = [lines[i].rstrip() + " []"]

    def null(self, lines):
        i = self.pick_line(lines, r"\w: \S")
        if i is not None:
            key = re.match(r"^(.*?\w): ", lines[i]).group(1)
            lines[i] = key + ": " + self.rng.choice(["null", "~", "''", "{}", "[]", "true"])

    def unicode(self, lines):
        i = self.pick_line(lines, r"\w: \S|- \S")
        if i is None:
            return
        text = self.rng.choice(UNICODE)
        quoted = '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
        line = lines[i]
        if self.rng.random() < 0.5 and re.search(r"'[^']*'|\"[^\"]*\"", line):
            lines[i] = re.sub(r"(['\"])([^'\"]*)\1", lambda m: m.group(1) + m.group(2)
                              + text.replace("'", "") + m.group(1), line, count=1)
        else:
            key = re.match(r"^(.*?(\w: |- ))", line).group(1)
            lines[i] = key + quoted

    def long_string(self, lines):
        i = self.pick_line(lines, r"\w: \S")
        if i is not None:
            key = re.match(r"^(.*?\w): ", lines[i]).group(1)
            size = self.rng.choice([10_000, 200_000, 1_000_000])
            word = re.findall(r"\w+", lines[i].split(": ", 1)[1]) or ["x"]
            lines[i] = key + ": " + (word[0] * (size // len(word[0]) + 1))[:size]

    def swap_values(self, lines):
        a, b = self.pick_line(lines, r"\w: \S"), self.pick_line(lines, r"\w: \S")
        if a is not None and b is not None and a != b:
            ka, va = lines[a].split(": ", 1)
            kb, vb = lines[b].split(": ", 1)
            lines[a], lines[b] = ka + ": " + vb, kb + ": " + va

    KINDS = [
        "delete_line", "delete_block", "duplicate_block", "amplify_block", "near_miss",
        "near_miss", "number", "number", "empty_list", "null", "unicode", "long_string",
        "swap_values",
    ]

    def mutate(self, text):
        lines = text.split("\n")
        applied = []
        for _ in range(self.rng.choice([1, 1, 2, 3])):
            kind = self.rng.choice(self.KINDS)
            getattr(self, kind)(lines)
            applied.append(kind)
        return "\n".join(lines), applied


def ids(text, pattern):
    """The names a pattern finds, sorted; names too long for a command line are left out."""
    return sorted(name for name in set(re.findall(pattern, text)) if len(name) <= 200)


def commands(rng, text, path):
    """The four commands for one mutant, with taps and scenes taken from its own text."""
    views = ids(text, r"\bid: *([A-Za-z_]\w*)")
    scenes = ids(text, r"(?m)^  ([A-Za-z_]\w*):\s*$") or ["main"]
    tabs = ["tab:" + t for t in ids(text, r"\btitle: *([A-Za-z]\w*)")]
    device = rng.choice(["iphone", "ipad", "iphone-se", "iphone-landscape", "ipad-landscape"])
    simulate = ["simulate", path, "--device", device]
    for _ in range(rng.randrange(1, 6)):
        roll = rng.random()
        if roll < 0.6 and (views or tabs):
            simulate += ["--tap", rng.choice(views + tabs)]
        elif roll < 0.7 and views:
            simulate += ["--type", rng.choice(views) + "=" + rng.choice(["12", "-1e19", "x" * 300])]
        elif roll < 0.85 and views:
            simulate += ["--select", rng.choice(views) + ":" + str(rng.choice([0, 1, 3, 99999]))]
        else:
            simulate += ["--back"]
    scene = rng.choice(scenes)
    return [
        ["validate", path],
        simulate,
        ["render", path, "--scene", scene, "--device", device, "-o", path + ".svg"],
        ["layout", path, "--scene", scene, "--device", device, "--format", "json"],
    ]


def run(binary, arguments, timeout, scratch):
    """Runs one command under /usr/bin/time; returns (status, seconds, peak MB, hung, CPU
    seconds): wall time, and user plus system time, which a busy machine does not change."""
    out = open(os.path.join(scratch, "out"), "wb")
    usage = os.path.join(scratch, "time")
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    start = time.monotonic()
    process = subprocess.Popen(
        ["/usr/bin/time", "-f", "%x %M %U %S", "-o", usage, binary] + arguments,
        stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env)
    try:
        process.wait(timeout=timeout)
        hung = False
    except subprocess.TimeoutExpired:
        process.kill()
        # /usr/bin/time is gone; its child, which names the scratch folder, is not.
        subprocess.run(["pkill", "-KILL", "-f", scratch], check=False)
        process.wait()
        hung = True
    seconds = time.monotonic() - start
    out.close()
    code, kb, cpu = -1, 0, seconds
    if not hung:
        # The last line is "STATUS KB USER SYSTEM"; for a command killed by a signal, a line
        # "Command terminated by signal N" comes before it.
        lines = open(usage).read().split("\n")
        fields = [line for line in lines if line.strip()][-1].split()
        code, kb, cpu = int(fields[0]), int(fields[1]), float(fields[2]) + float(fields[3])
        for line in lines:
            if line.startswith("Command terminated by signal"):
                code = -int(line.split()[-1])
    return code, seconds, kb / 1024, hung, cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--slow", type=float, default=2.0,
                        help="runs slower than this are listed and kept, but do not fail")
    parser.add_argument("--scenectl", default=os.path.join(ROOT, ".build/release/scenectl"))
    parser.add_argument("--keep", default=os.path.join(ROOT, ".build/mutants"),
                        help="where crashing and hanging mutants are saved")
    args = parser.parse_args()
    if not os.access(args.scenectl, os.X_OK):
        sys.exit(f"mutate.py: no scenectl at {args.scenectl}; "
                 "run 'swift build -c release --product scenectl' first")
    apps = sorted(glob.glob(os.path.join(ROOT, "Scenes", "*.yaml")))
    sources = {app: open(app, encoding="utf-8").read() for app in apps}
    # Each mutant has a random generator of its own, so it is made only when it runs and
    # the same seed gives the same mutants whatever the number of jobs.
    plans = [(n, apps[n % len(apps)]) for n in range(args.count)]

    work = tempfile.mkdtemp(prefix="scenectl-mutants-")
    # The apps read their data files beside them.
    shutil.copytree(os.path.join(ROOT, "Scenes", "Data"), os.path.join(work, "Data"))
    os.makedirs(args.keep, exist_ok=True)
    lock = threading.Lock()
    totals = {"runs": 0, "crash": 0, "hang": 0, "slow": 0, "status": {}, "kinds": {}}
    worst = {"seconds": (0.0, ""), "mb": (0.0, "")}

    def one(plan):
        n, app = plan
        rng = random.Random(args.seed * 1_000_003 + n)
        text, applied = Mutator(rng).mutate(sources[app])
        scratch = os.path.join(work, f"m{n}")
        os.makedirs(scratch)
        os.symlink(os.path.join(work, "Data"), os.path.join(scratch, "Data"))
        path = os.path.join(scratch, os.path.basename(app))
        with open(path, "w", encoding="utf-8", errors="surrogatepass") as f:
            f.write(text)
        for arguments in commands(rng, text, path):
            code, seconds, mb, hung, _ = run(args.scenectl, arguments, args.timeout, scratch)
            crashed = not hung and code not in (0, 1, 2)
            label = f"mutant {n} ({os.path.basename(app)}: {', '.join(applied)}): {arguments[0]}"
            with lock:
                totals["runs"] += 1
                key = "hang" if hung else str(code)
                totals["status"][key] = totals["status"].get(key, 0) + 1
                if seconds > worst["seconds"][0]:
                    worst["seconds"] = (seconds, label)
                if mb > worst["mb"][0]:
                    worst["mb"] = (mb, label)
                slow = not hung and seconds > args.slow
                if crashed or hung or slow:
                    what = "crash" if crashed else ("hang" if hung else "slow")
                    totals[what] += 1
                    kept = os.path.join(args.keep, f"mutant-{n}-{arguments[0]}.yaml")
                    shutil.copy(path, kept)
                    print(f"{what.upper()} exit {code}, {seconds:.2f} s, {mb:.0f} MB: {label}\n"
                          f"  scenectl {' '.join(a if a != path else kept for a in arguments)}",
                          flush=True)
        shutil.rmtree(scratch)
        with lock:
            for kind in applied:
                totals["kinds"][kind] = totals["kinds"].get(kind, 0) + 1

    start = time.monotonic()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(one, plans))
    elapsed = time.monotonic() - start
    shutil.rmtree(work)
    statuses = ", ".join(f"{k}: {v}" for k, v in sorted(totals["status"].items()))
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(totals["kinds"].items()))
    print(f"{args.count} mutants (seed {args.seed}), {totals['runs']} runs in {elapsed:.0f} s")
    print(f"exit statuses: {statuses}")
    print(f"mutations: {kinds}")
    print(f"slowest run: {worst['seconds'][0]:.2f} s, {worst['seconds'][1]}")
    print(f"largest run: {worst['mb'][0]:.0f} MB, {worst['mb'][1]}")
    print(f"crashes: {totals['crash']}, hangs: {totals['hang']}, "
          f"slower than {args.slow:g} s: {totals['slow']}")
    sys.exit(1 if totals["crash"] or totals["hang"] else 0)


if __name__ == "__main__":
    main()
