"""Drives the built spotter against a running llama-server (see Scripts/llm-local) and reports.

Each food line and each NutriBench sentence is logged with `spotter log` in a fresh home whose
config points the openai-compatible resolver at a small counting proxy in front of the server; the
journal says what was kept, the proxy what the server accepted.
"""

# (status, whether the request carried `response_format`) per request the proxy forwarded.
forwarded = []


def counting_proxy(port):
    """A loopback proxy that forwards every POST to the server and notes what it answered."""
    class Forward(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("content-length", 0)))
            request = urllib.request.Request(
                f"http://127.0.0.1:{port}{self.path}", data=body, method="POST",
                headers={"content-type": self.headers.get("content-type", "application/json")})
            try:
                with urllib.request.urlopen(request, timeout=600) as answer:
                    status, payload = answer.status, answer.read()
            except urllib.error.HTTPError as error:
                status, payload = error.code, error.read()
            forwarded.append((status, "response_format" in json.loads(body or b"{}")))
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Forward)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]

import argparse, csv, http.server, json, os, subprocess, sys, threading, urllib.error, urllib.request

def main():
    parser = argparse.ArgumentParser()
    for name in ["--spotter", "--port", "--work", "--lines", "--nutribench"]:
        parser.add_argument(name, required=True)
    parser.add_argument("--line-count", type=int, default=30)
    parser.add_argument("--sentence-count", type=int, default=20)
    args = parser.parse_args()

    home = os.path.join(args.work, "home")
    os.makedirs(os.path.join(home, "config", "spotter"), mode=0o700, exist_ok=True)
    config = os.path.join(home, "config", "spotter", "config.json")
    with open(config, "w") as handle:
        json.dump({
            "resolver": "openai", "timeout_seconds": 180, "max_concurrency": 1,
            "providers": {"openai": {
                "model": "qwen2.5-coder-1.5b-instruct",
                "base_url": f"http://127.0.0.1:{counting_proxy(args.port)}/v1"}},
        }, handle)
    os.chmod(config, 0o600)
    environment = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
                       XDG_DATA_HOME=os.path.join(home, "data"), TZ="UTC")
    environment.pop("OPENAI_API_KEY", None)
    journal = os.path.join(home, "data", "spotter", "journal.jsonl")

    def log(text):
        """The entries one `spotter log` appended, and its exit code."""
        before = count_lines(journal)
        run = subprocess.run([args.spotter, "log", "--", text], env=environment, capture_output=True, text=True)
        entries = [json.loads(line) for line in read_lines(journal)[before:]]
        return entries, run.returncode, run.stderr.strip()

    lines = [line.strip() for line in open(args.lines) if line.strip()][: args.line_count]
    with open(args.nutribench, newline="") as handle:
        meals = list(csv.DictReader(handle))
    step = max(1, len(meals) // max(1, args.sentence_count))
    sentences = meals[::step][: args.sentence_count]

    print(f"\nFood lines ({len(lines)}):")
    line_results = [report(line, *log(line)) for line in lines]
    print(f"\nNutriBench sentences ({len(sentences)}):")
    within_carbs = within_energy = 0
    sentence_results = []
    for meal in sentences:
        entries, code, stderr = log(meal["meal_description"])
        sentence_results.append(report(meal["meal_description"][:70] + "...", entries, code, stderr))
        foods = [entry for entry in entries if entry.get("kind") == "food"]
        carbs = sum(entry.get("carbs") or 0 for entry in foods)
        kcal = sum(entry.get("kcal") or 0 for entry in foods)
        label_carbs, label_kcal = float(meal["carb"]), float(meal["energy"])
        within_carbs += abs(carbs - label_carbs) <= 7.5
        within_energy += abs(kcal - label_kcal) <= max(25, 0.1 * label_kcal)
        print(f"    label C {label_carbs:.0f} kcal {label_kcal:.0f}; got C {carbs:.0f} kcal {kcal:.0f}")

    statuses = [status for result in line_results + sentence_results for status in result]
    print("\nSummary")
    accepted = sum(1 for status, _ in forwarded if status == 200)
    shaped = sum(1 for status, schema in forwarded if status == 200 and schema)
    print(f"  requests: {len(forwarded)}; the server answered 200 to {accepted} "
          f"({shaped} of them carrying Spotter's response_format json_schema), refused {len(forwarded) - accepted}")
    print(f"  entries from the model, kept: {statuses.count('llm-usda')} chose a USDA candidate, "
          f"{statuses.count('llm-own')} with its own figures")
    print(f"  entries settled offline: {statuses.count('offline')}; kept for review: {statuses.count('review')} "
          f"({statuses.count('rejected')} of them answers rejected by validation)")
    print(f"  NutriBench sentences within 7.5 g carbs: {within_carbs}/{len(sentences)}, "
          f"within 10 % energy: {within_energy}/{len(sentences)}")


def report(text, entries, code, stderr):
    """Prints one line's entries; returns each entry's kind of outcome."""
    outcomes = []
    print(f"  {text}  (exit {code})")
    for entry in entries:
        if entry.get("kind") != "food":
            continue
        source, status = entry.get("source") or "", entry.get("status")
        if status == "needs_review":
            reason = entry.get("reason") or ""
            outcomes.append("review")
            if "rejected" in reason or "answered oddly" in reason or "did not" in reason:
                outcomes.append("rejected")
            print(f"    review: {entry.get('text')}: {reason[:150]}")
            continue
        by_model = "chosen by" in (entry.get("note") or "") or source.startswith("openai")
        outcomes.append("offline" if not by_model else "llm-usda" if source.startswith("usda") else "llm-own")
        print(f"    {entry.get('text')} → {entry.get('name')} {entry.get('grams')} g "
              f"{entry.get('kcal')} kcal [{status}, {source}]")
    return outcomes


def read_lines(path):
    try:
        with open(path) as handle:
            return [line for line in handle.read().split("\n") if line.strip()]
    except FileNotFoundError:
        return []


def count_lines(path):
    return len(read_lines(path))


if __name__ == "__main__":
    sys.exit(main())
