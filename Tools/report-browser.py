#!/usr/bin/env python3
"""Opens `scenectl report` pages in headless Chromium and checks them (docs/Report.md §3).

    Tools/report-browser.py PAGE.html... [--screenshot OUT.png] [--width 1280] [--height 1800]

Chromium (Debian's `chromium`, or $CHROMIUM) is driven over the DevTools protocol on a pipe
(`--remote-debugging-pipe`: commands on its fd 3, replies on its fd 4, each JSON ended by a
NUL byte), so no port is opened. For each page it prints one JSON line:

    {"page": ..., "console": [...], "requests": [...], "thumbs": [...], "pins": [...],
     "traces": [...], "duplicateIds": [...]}

- console: console errors, uncaught exceptions and log entries of level error;
- requests: every request for something other than the page itself or a data: URL;
- thumbs: each map thumbnail, whether its link leads to the section of its scene;
- pins: each diagnostic's pin, whether its box lies over its view's frame as the browser
  places it (its `data-x`… mapped through the view's transform) and over what is drawn of it
  (when both have an area: a frame solved to a height of 0 has none);
- traces: each flow trace, whether every step that ran shows its screens and a failure is
  outlined.

With --screenshot, the first page is captured at the given viewport size as a PNG.
Exit status: 0 when every page loaded (the checks are for the caller to judge), 2 when
Chromium cannot be started or does not answer.
"""
import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile

CHECKS = r"""
(function () {
  function overlap(a, b) {
    var w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    var h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    if (a.width * a.height === 0) { return 1; }
    return Math.max(0, w) * Math.max(0, h) / (a.width * a.height);
  }
  function box(r) { return [r.x, r.y, r.width, r.height].map(Math.round); }
  var out = { thumbs: [], pins: [], traces: [], duplicateIds: [] };
  document.querySelectorAll('a.thumb').forEach(function (a) {
    var target = document.getElementById(a.getAttribute('href').slice(1));
    out.thumbs.push({
      scene: a.getAttribute('data-scene'),
      ok: !!target && target.matches('section.scene')
        && target.getAttribute('data-scene') === a.getAttribute('data-scene')
        && !!a.querySelector('svg use')
    });
  });
  document.querySelectorAll('g.pin').forEach(function (pin) {
    var svg = pin.ownerSVGElement;
    var id = pin.getAttribute('data-view');
    var view = Array.prototype.find.call(svg.querySelectorAll('g[data-view]'), function (g) {
      return !g.classList.contains('pin') && g.getAttribute('data-view') === id;
    });
    var p = pin.querySelector('rect').getBoundingClientRect();
    var mark = pin.querySelector('circle').getBoundingClientRect();
    var entry = { view: id, pin: box(p), ok: false };
    if (view) {
      // The view's frame (data-x, …, in its own coordinates) as the browser places it, and
      // what is drawn of it.
      var m = view.getScreenCTM();
      var point = function (x, y) {
        return new DOMPoint(x, y).matrixTransform(m);
      };
      var x = +view.getAttribute('data-x'), y = +view.getAttribute('data-y');
      var a = point(x, y);
      var b = point(x + +view.getAttribute('data-width'), y + +view.getAttribute('data-height'));
      var v = new DOMRect(a.x, a.y, b.x - a.x, b.y - a.y);
      var drawn = view.getBoundingClientRect();
      var cx = mark.x + mark.width / 2, cy = mark.y + mark.height / 2;
      entry.box = box(v);
      entry.drawn = box(drawn);
      entry.ok = cx >= v.left - 1 && cx <= v.right + 1 && cy >= v.top - 1 && cy <= v.bottom + 1
        && overlap(p, v) >= 0.9 && overlap(v, p) >= 0.9
        && (p.width * p.height === 0 || drawn.width * drawn.height === 0
            || overlap(drawn, p) > 0);
    }
    out.pins.push(entry);
  });
  document.querySelectorAll('article.trace').forEach(function (trace) {
    var ran = trace.querySelectorAll('.step:not(.skipped):not(.launch)');
    var shown = Array.prototype.every.call(ran, function (step) {
      return step.querySelectorAll('.screens svg').length >= 1;
    });
    var failed = trace.querySelectorAll('.step.failed');
    var outlined = Array.prototype.every.call(failed, function (step) {
      return getComputedStyle(step).outlineStyle !== 'none';
    });
    out.traces.push({
      flow: trace.getAttribute('data-flow'), steps: ran.length, failed: failed.length,
      passed: trace.classList.contains('passed'), ok: shown && outlined
    });
  });
  var seen = {};
  document.querySelectorAll('[id]').forEach(function (element) {
    if (seen[element.id]) { out.duplicateIds.push(element.id); }
    seen[element.id] = true;
  });
  return JSON.stringify(out);
})()
"""


class Browser:
    """One headless Chromium, spoken to over the DevTools pipe."""

    def __init__(self, executable):
        self.profile = tempfile.mkdtemp(prefix="scenectl-chromium-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def place_pipes():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-pipe", "--user-data-dir=" + self.profile,
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--disable-default-apps", "--hide-scrollbars",
             "--force-device-scale-factor=1", "about:blank"],
            pass_fds=(3, 4), preexec_fn=place_pipes,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.buffer = b""
        self.events = []

    def read_message(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, session):
        for index, event in enumerate(self.events):
            if event.get("method") == method and event.get("sessionId") == session:
                del self.events[index]
                return event
        while True:
            event = self.read_message()
            if event.get("method") == method and event.get("sessionId") == session:
                return event
            self.events.append(event)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def check_page(browser, path, screenshot, width, height):
    url = "file://" + os.path.abspath(path)
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send(
        "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ["Page", "Runtime", "Log", "Network"]:
        browser.send(domain + ".enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
                 session=session)
    browser.events.clear()
    browser.send("Page.navigate", {"url": url}, session=session)
    browser.wait_for("Page.loadEventFired", session)
    value = browser.send("Runtime.evaluate",
                         {"expression": CHECKS, "returnByValue": True}, session=session)
    result = json.loads(value["result"]["value"])
    console, requests = [], []
    for event in browser.events:
        if event.get("sessionId") != session:
            continue
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            console.append(" ".join(str(a.get("value", a.get("description", "")))
                                    for a in params.get("args", [])))
        elif method == "Runtime.exceptionThrown":
            console.append(params["exceptionDetails"].get("text", "exception"))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            console.append(params["entry"].get("text", ""))
        elif method == "Network.requestWillBeSent":
            requested = params["request"]["url"]
            if requested != url and not requested.startswith("data:"):
                requests.append(requested)
    if screenshot:
        shot = browser.send("Page.captureScreenshot", {"format": "png"}, session=session)
        with open(screenshot, "wb") as out:
            out.write(base64.b64decode(shot["data"]))
    browser.send("Target.closeTarget", {"targetId": target})
    result.update({"page": path, "console": console, "requests": requests})
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("pages", nargs="+")
    parser.add_argument("--screenshot")
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=1800)
    arguments = parser.parse_args()
    executable = os.environ.get("CHROMIUM") or shutil.which("chromium")
    if not executable:
        print("report-browser: Chromium is not installed (apt-get install chromium)",
              file=sys.stderr)
        return 2
    browser = Browser(executable)
    try:
        for index, page in enumerate(arguments.pages):
            shot = arguments.screenshot if index == 0 else None
            print(json.dumps(check_page(browser, page, shot, arguments.width,
                                        arguments.height)), flush=True)
    except RuntimeError as error:
        print(f"report-browser: {error}", file=sys.stderr)
        return 2
    finally:
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
