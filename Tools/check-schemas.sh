#!/usr/bin/env bash
# Checks Schemas/scene.schema.json, Schemas/flow.schema.json and Schemas/config.schema.json
# (draft-07; the configuration's example of docs/Configuration.md passes it) with a real
# JSON Schema validator (Debian's python3-jsonschema; YAML read by python3-yaml):
# every Scenes/*.yaml (and the fixtures listed in FIXTURES) must pass the scene schema, every Scenes/Flows/*.yaml (and the corpus
# flows, Tests/CorpusFlows/*.yaml) the flow
# schema, and each broken file listed below (the mistakes a schema can see) must fail it.
# YAML is read with the YAML 1.2 core schema, as scenectl reads it (`on:` is a key, not
# true; dates stay strings). The example blocks of docs/SceneFormat.md must pass too (and
# those that show an unknown key fail). Exits 1 on any mismatch; prints a one-line summary.
#
#   Tools/check-schemas.sh
set -euo pipefail
cd "$(dirname "$0")/.."
exec /usr/bin/python3 - <<'PY'
import glob, json, re, sys
import jsonschema, yaml

# Scenes/Broken files whose mistake the scene schema catches (the rest need the loader:
# syntax inside strings, references between scenes, UIKit rules).
MUST_FAIL = [
    "unknown-key.yaml", "wrong-type.yaml", "invalid-value.yaml", "format-version.yaml",
    "no-entry-point.yaml", "duplicate-unwind-action.yaml", "segue-action-not-unwind.yaml",
    "unwind-to-and-action.yaml",
]

# Test fixtures of extensions whose shape only the per-type blocks of the scene schema check.
FIXTURES = [
    "Tests/ScenectlTests/Fixtures/navigation-bars.yaml",
    "Tests/ScenectlTests/Fixtures/table-header-footer.yaml",
    "Tests/ScenectlTests/Fixtures/References/Main.yaml",
    "Tests/ScenectlTests/Fixtures/References/Settings.yaml",
    "Tests/ScenectlTests/Fixtures/References/Help.yaml",
    "Tests/ScenectlTests/Fixtures/runtime-attributes.yaml",
    "Tests/ScenectlTests/Fixtures/large-titles.yaml",
    "Tests/ScenectlTests/Fixtures/extended-layout.yaml",
    "Tests/ScenectlTests/Fixtures/triple-column.yaml",
    "Tests/ScenectlTests/Fixtures/collection-sections.yaml",
    "Tests/ScenectlTests/Fixtures/autoresizing.yaml",
    "Tests/ScenectlTests/Fixtures/root-gestures.yaml",
    "Tests/ScenectlTests/Fixtures/refresh-control.yaml",
]

class CoreLoader(yaml.SafeLoader):
    """PyYAML's safe loader with the YAML 1.2 core schema's plain scalars only."""

CoreLoader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
     "-+0123456789."),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
]:
    CoreLoader.add_implicit_resolver(tag, re.compile(pattern), list(first))

def core_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"): return int(text[2:], 8)
    if text.startswith("0x"): return int(text[2:], 16)
    return int(text, 10)
CoreLoader.add_constructor("tag:yaml.org,2002:int", core_int)

def validator(name):
    with open(f"Schemas/{name}.schema.json") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema)

def errors(v, path):
    with open(path) as f:
        document = yaml.load(f, Loader=CoreLoader)
    return sorted(v.iter_errors(document), key=lambda e: list(e.absolute_path))

scene, flow = validator("scene"), validator("flow")
problems, checked = [], 0
for v, paths in [(scene, sorted(glob.glob("Scenes/*.yaml")) + FIXTURES), (flow, sorted(glob.glob("Scenes/Flows/*.yaml") + glob.glob("Tests/CorpusFlows/*.yaml")))]:
    for path in paths:
        checked += 1
        for e in errors(v, path)[:3]:
            where = "/".join(str(p) for p in e.absolute_path)
            problems.append(f"{path}: {where}: {e.message[:200]}")
for name in MUST_FAIL:
    checked += 1
    if not errors(scene, f"Scenes/Broken/{name}"):
        problems.append(f"Scenes/Broken/{name}: passes the scene schema, but it must fail")
# The example blocks of docs/SceneFormat.md, wrapped into files as
# Tests/ScenectlTests/ReferenceExample.swift wraps them: each passes its schema, and each
# marked 'error: unknown-key' fails it.
def reference_examples():
    lines = open("docs/SceneFormat.md").read().split("\n")
    for i, line in enumerate(lines):
        marker = re.match(r"\s*<!-- example: (\w+)(, error: ([\w-]+))? -->$", line)
        if not marker: continue
        end = i + 2
        while not lines[end].strip().startswith("```"): end += 1
        body = lines[i + 2:end]
        depth = min(len(l) - len(l.lstrip(" ")) for l in body if l.strip())
        block = "\n".join(l[depth:] for l in body) + "\n"
        pad = lambda text, n: "\n".join((" " * n + l) if l else l for l in text.split("\n"))
        header = "format: 1\nstoryboard: Example\ninitial: example\nscenes:\n"
        def scene_file(body):
            kind = "" if re.search(r"^kind:", body, re.M) else "    kind: viewController\n"
            return header + "  example:\n" + kind + pad(body, 4)
        kind = marker.group(1)
        text = {
            "file": lambda: block, "flow": lambda: block,
            "scenes": lambda: header + pad(block, 2),
            "scene": lambda: scene_file(block),
            "views": lambda: scene_file("views:\n" + pad(block, 2)),
            "steps": lambda: scene_file("onAppear:\n" + pad(block, 2)),
            "flowSteps": lambda: "storyboard: Example.yaml\nsteps:\n" + pad(block, 2),
        }[kind]()
        yield i + 2, kind in ("flow", "flowSteps"), text, marker.group(3)

for line, is_flow, text, error in reference_examples():
    checked += 1
    found = sorted((scene, flow)[is_flow].iter_errors(yaml.load(text, Loader=CoreLoader)),
                   key=lambda e: list(e.absolute_path))
    if error is None and found:
        where = "/".join(str(p) for p in found[0].absolute_path)
        problems.append(f"docs/SceneFormat.md:{line}: {where}: {found[0].message[:200]}")
    elif error == "unknown-key" and not found:
        problems.append(f"docs/SceneFormat.md:{line}: passes the schema, but it shows an unknown key")

# The configuration (Schemas/config.schema.json): the example of docs/Configuration.md passes,
# and each mistake the schema can see fails.
config = validator("config")
lines = open("docs/Configuration.md").read().split("\n")
start = lines.index("<!-- config example -->") + 2
end = lines.index("```", start)
for text, must_fail in [("\n".join(lines[start:end]) + "\n", False),
                        ("disabled_rules: action-cross-scene\n", True),
                        ("severity: {layout-offscreen: warn}\n", True),
                        ("excluded: [/abs]\n", True),
                        ("devices: [ipod]\n", True),
                        ("ios: 8\n", True),
                        ("sourcez: [App]\n", True)]:
    checked += 1
    found = list(config.iter_errors(yaml.load(text, Loader=CoreLoader)))
    if must_fail and not found:
        problems.append(f"config schema: passes, but it must fail: {text.strip()}")
    elif not must_fail and found:
        problems.append(f"docs/Configuration.md: {found[0].message[:200]}")

for p in problems: print("check-schemas: " + p)
print(f"check-schemas: {checked} files, {len(problems)} mismatches")
sys.exit(1 if problems else 0)
PY
