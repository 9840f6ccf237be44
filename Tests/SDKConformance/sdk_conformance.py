"""Spotter's requests and its handling of answers and errors, checked against the official SDKs' own types.

A loopback capture server stands in for Anthropic, OpenAI and Groq. Every request body the built `spotter`
sends (a food line, a training sentence, `ask`) is validated against the SDK's non-streaming create-params
type, unknown keys included; every answer and error the server sends back is built with the SDK's own
models. Run by `Scripts/sdk-conformance` inside a throwaway virtual environment; no network is touched.

Usage: python sdk_conformance.py PATH/TO/spotter
"""

import collections.abc
import json
import re
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import typing
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import anthropic
import anthropic.types as anthropic_types
import groq
import groq.types.chat as groq_chat
import openai
import openai.types.chat as openai_chat
import pydantic
import typing_extensions
from anthropic._constants import ANTHROPIC_API_VERSION
from anthropic.types.message_create_params import MessageCreateParamsNonStreaming
from groq.types.chat.completion_create_params import CompletionCreateParams as GroqCreateParams
from groq.types.shared import ErrorObject as GroqErrorObject
from openai.types.chat.completion_create_params import CompletionCreateParamsNonStreaming
from openai.types.shared import ErrorObject as OpenAIErrorObject

NOW = ["--now", "2026-04-27T12:00:00"]
FOOD_LINE = "300g poutine"
# The table knows no bubble tea for sure: the request offers USDA candidates and the answer picks one.
CANDIDATE_LINE = "a bubble tea"
SENTENCE = "did three sets of bench at 185"
QUESTION = "what would make a good dinner after a long run?"
# Placeholder keys, kept in a fixture so no key-shaped text sits in the sources.
KEYS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fixtures", "fake-api-keys.json")
with open(KEYS_FILE) as keys_file:
    FAKE_KEYS = json.load(keys_file)
KEYS = {provider: FAKE_KEYS["conformance-" + provider] for provider in ("claude", "openai", "groq")}
KEY_VARIABLES = {"claude": "ANTHROPIC_API_KEY", "openai": "OPENAI_API_KEY", "groq": "GROQ_API_KEY"}
BASE_PATHS = {"claude": "/v1", "openai": "/v1", "groq": "/openai/v1"}
MODELS = {"claude": "claude-haiku-4-5", "openai": "gpt-4o-mini", "groq": "llama-3.3-70b-versatile"}
CREATE_PARAMS = {"claude": MessageCreateParamsNonStreaming, "openai": CompletionCreateParamsNonStreaming,
                 "groq": GroqCreateParams}

FOODS = {"foods": [{"name": "poutine", "grams": 300,
                    "per_100g": {"kcal": 230, "protein": 6, "carbs": 25, "fat": 12, "fiber": 2},
                    "confidence": 0.9}]}
# The model fills in reps the sentence never gave: Spotter must not journal them.
SETS = {"sets": [{"exercise": "Bench Press", "reps": 8, "weight": 185, "unit": "lb", "rpe": None, "count": 3}]}
REPLY = "You have eaten 18 g of protein today."

failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


# ---- request validation ------------------------------------------------------------------------------------


def force(value):
    """Pydantic validates `Iterable` fields lazily: walk the result so every item is validated."""
    if isinstance(value, dict):
        for item in value.values():
            force(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            force(item)
    elif isinstance(value, (str, bytes, int, float, bool)) or value is None:
        return
    elif isinstance(value, collections.abc.Iterable):
        for item in list(value):
            force(item)


def unknown_keys(value, annotation, path="body"):
    """Keys of `value` that the TypedDict `annotation` (walked through unions, lists and wrappers) does not
    declare. TypedDict validation ignores extra keys, so they are found here."""
    origin = typing.get_origin(annotation)
    arguments = typing.get_args(annotation)
    wrappers = (typing_extensions.Annotated, typing_extensions.Required, typing_extensions.NotRequired,
                typing.Annotated)
    if origin in wrappers or (origin is not None and getattr(origin, "__name__", "") in ("Required", "NotRequired")):
        return unknown_keys(value, arguments[0], path)
    if origin in (typing.Union, getattr(__import__("types"), "UnionType", None)):
        best = None
        for member in arguments:
            try:
                pydantic.TypeAdapter(member).validate_python(value)
            except Exception:
                continue
            found = unknown_keys(value, member, path)
            if not found:
                return []
            best = found if best is None or len(found) < len(best) else best
        return best or []
    if typing_extensions.is_typeddict(annotation):
        if not isinstance(value, dict):
            return []
        hints = typing.get_type_hints(annotation, include_extras=True)
        found = [f"{path}.{key}" for key in value if key not in hints]
        for key, item in value.items():
            if key in hints:
                found += unknown_keys(item, hints[key], f"{path}.{key}")
        return found
    if isinstance(value, list) and arguments:
        found = []
        for index, item in enumerate(value):
            found += unknown_keys(item, arguments[0], f"{path}[{index}]")
        return found
    return []


def validate_request(provider, request, what):
    body = request["body"]
    params = CREATE_PARAMS[provider]
    try:
        force(pydantic.TypeAdapter(params).validate_python(body))
        valid = True
    except pydantic.ValidationError as error:
        valid = False
        print(error)
    check(valid, f"{provider} {what}: the body validates as {params.__module__}.{params.__name__}")
    extra = unknown_keys(body, params)
    check(not extra, f"{provider} {what}: no keys the SDK type does not declare {extra or ''}")
    headers = request["headers"]
    if provider == "claude":
        check(headers.get("anthropic-version") == ANTHROPIC_API_VERSION,
              f"claude {what}: anthropic-version is the SDK's {ANTHROPIC_API_VERSION} "
              f"(sent {headers.get('anthropic-version')})")
        check(headers.get("x-api-key") == KEYS["claude"], f"claude {what}: the key goes in x-api-key")
    else:
        check(headers.get("authorization") == "Bearer " + KEYS[provider], f"{provider} {what}: a Bearer key")


# ---- responses built with the SDKs' models ----------------------------------------------------------------


def dump(model):
    return model.model_dump(mode="json", exclude_unset=True)


def openai_completion(provider, content=None, refusal=None, finish_reason="stop"):
    """A `ChatCompletion` with everything a real one carries: refusal, annotations, usage details, tier."""
    module = openai_chat if provider == "openai" else groq_chat
    fields = {
        "id": "chatcmpl-conformance", "object": "chat.completion", "created": int(time.time()),
        "model": MODELS[provider], "system_fingerprint": "fp_conformance",
        "choices": [{"index": 0, "finish_reason": finish_reason, "logprobs": None,
                     "message": {"role": "assistant", "content": content, "refusal": refusal, "annotations": []}}],
        "usage": {"prompt_tokens": 120, "completion_tokens": 40, "total_tokens": 160,
                  "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
                  "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0,
                                                "accepted_prediction_tokens": 0, "rejected_prediction_tokens": 0}},
    }
    if provider == "openai":
        fields["service_tier"] = "default"
    else:
        fields["service_tier"] = "on_demand"
        fields["x_groq"] = {"id": "req_conformance"}
        del fields["choices"][0]["message"]["refusal"]
    return dump(module.ChatCompletion.model_validate(fields))


def claude_message(blocks, stop_reason):
    return dump(anthropic_types.Message.model_validate({
        "id": "msg_conformance", "type": "message", "role": "assistant", "model": MODELS["claude"],
        "content": blocks, "stop_reason": stop_reason, "stop_sequence": None,
        "usage": {"input_tokens": 120, "output_tokens": 40, "cache_creation_input_tokens": 0,
                  "cache_read_input_tokens": 0, "service_tier": "standard"}}))


def answer_for(provider, body, path):
    """The success answer to a captured request: foods, sets or a chat reply as the SDK's model."""
    structured = "tools" in body if provider == "claude" else "response_format" in body
    if not structured:
        answer = None
    elif SENTENCE in json.dumps(body["messages"]):
        answer = SETS
    elif offered := re.findall(r"- (usda-[a-z0-9-]+:\d+) \|", json.dumps(body["messages"])):
        answer = {"foods": [{"name": "bubble tea", "grams": 500, "usda_id": offered[0], "per_100g": None,
                             "confidence": 0.9}]}
    else:
        answer = FOODS
    if provider == "claude":
        if answer is None:
            return claude_message([{"type": "text", "text": REPLY}], "end_turn")
        tool = body["tools"][0]["name"]
        return claude_message([{"type": "tool_use", "id": "toolu_conformance", "name": tool, "input": answer}],
                              "tool_use")
    return openai_completion(provider, content=REPLY if answer is None else json.dumps(answer))


def claude_error(status, error_type, message):
    objects = {"authentication_error": anthropic_types.AuthenticationError,
               "rate_limit_error": anthropic_types.RateLimitError,
               "overloaded_error": anthropic_types.OverloadedError,
               "billing_error": anthropic_types.BillingError,
               "invalid_request_error": anthropic_types.InvalidRequestError}
    error = objects[error_type].model_validate({"type": error_type, "message": message})
    body = anthropic_types.ErrorResponse.model_validate(
        {"type": "error", "error": dump(error), "request_id": "req_011CConformance"})
    return status, dump(body)


def openai_error(status, error_type, code, message, provider="openai", **extra):
    model = OpenAIErrorObject if provider == "openai" else GroqErrorObject
    return status, {"error": dump(model.model_validate(
        {"message": message, "type": error_type, "code": code, "param": None, **extra}))}


# ---- the capture server ----------------------------------------------------------------------------------


class Capture:
    """Answers each request with the next scripted (status, body, headers), or the success answer."""

    def __init__(self, provider):
        self.provider = provider
        self.requests = []
        self.script = []
        self.lock = threading.Lock()

    def respond(self, path, headers, raw):
        body = json.loads(raw)
        with self.lock:
            self.requests.append({"path": path, "headers": headers, "body": body, "raw": raw.decode()})
            step = self.script.pop(0) if self.script else None
        if step is None:
            return 200, answer_for(self.provider, body, path), {}
        status, payload, headers = step
        if callable(payload):
            payload = payload(body)
        return status, payload, headers


def serve(capture):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self):
            length = int(self.headers.get("content-length", "0"))
            raw = self.rfile.read(length)
            headers = {name.lower(): value for name, value in self.headers.items()}
            status, payload, extra = capture.respond(self.path, headers, raw)
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Connection", "close")
            for name, value in extra.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *arguments):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


# ---- running spotter -------------------------------------------------------------------------------------


class Home:
    """A private home with a config pointing `provider` at the capture server."""

    def __init__(self, binary, provider, port, model=None, key=None):
        self.binary = binary
        self.provider = provider
        self.key = key or KEYS[provider]
        self.path = tempfile.mkdtemp(prefix="spotter-sdk-")
        os.makedirs(self.path + "/config/spotter")
        config = {"resolver": provider, "timeout_seconds": 8, "max_concurrency": 1,
                  "providers": {provider: {"base_url": f"http://127.0.0.1:{port}{BASE_PATHS[provider]}",
                                           "model": model or MODELS[provider]}}}
        with open(self.path + "/config/spotter/config.json", "w") as file:
            json.dump(config, file)

    def run(self, arguments, stdin=None):
        environment = {"HOME": self.path, "XDG_CONFIG_HOME": self.path + "/config",
                       "XDG_DATA_HOME": self.path + "/data", "TZ": "UTC", "PATH": "/usr/bin:/bin",
                       "LANG": "C.UTF-8", KEY_VARIABLES[self.provider]: self.key}
        result = subprocess.run([self.binary] + arguments + NOW, input=stdin, capture_output=True, text=True,
                                env=environment, cwd=self.path, timeout=60)
        return result

    def journal(self):
        try:
            with open(self.path + "/data/spotter/journal.jsonl") as file:
                return [json.loads(line) for line in file if line.strip()]
        except FileNotFoundError:
            return []

    def files_text(self):
        text = ""
        for root, _, names in os.walk(self.path):
            for name in names:
                with open(os.path.join(root, name), errors="replace") as file:
                    text += file.read()
        return text

    def remove(self):
        shutil.rmtree(self.path, ignore_errors=True)


def scenario(binary, provider, script, arguments, stdin=None, model=None, key=None):
    """Runs spotter once against a fresh capture server and home; returns (result, home, capture)."""
    capture = Capture(provider)
    capture.script = list(script)
    server = serve(capture)
    home = Home(binary, provider, server.server_address[1], model=model, key=key)
    started = time.monotonic()
    result = home.run(arguments, stdin=stdin)
    result.seconds = time.monotonic() - started
    server.shutdown()
    server.server_close()
    return result, home, capture


def expect_kept(provider, what, result, home, capture, stderr_words, requests=None):
    """A failure: exit 1, a sentence naming the fix (on stderr for `log`; `replay --strict` prints its
    transcript on stdout), the line kept for review, no key anywhere."""
    check(result.returncode == 1, f"{provider} {what}: exit code 1 (got {result.returncode})")
    said = result.stdout + result.stderr if result.args[1] == "replay" else result.stderr
    for word in stderr_words:
        check(word.lower() in said.lower(), f"{provider} {what}: the message says {word!r} ({said.strip()[:300]})")
    statuses = [entry.get("status") for entry in home.journal() if entry.get("kind") == "food"]
    check(statuses and all(status == "needs_review" for status in statuses),
          f"{provider} {what}: journaled as needs_review ({statuses})")
    if requests is not None:
        check(len(capture.requests) == requests, f"{provider} {what}: {requests} request(s) (got {len(capture.requests)})")
    expect_no_key(provider, what, result, home)


def expect_no_key(provider, what, result, home):
    key = home.key
    tail = key[-4:]
    leaked = key in home.files_text() or key in result.stderr or key in result.stdout
    check(not leaked, f"{provider} {what}: the key is in no file and no output")
    reasons = " ".join(str(entry.get("reason", "")) for entry in home.journal())
    check(tail not in reasons, f"{provider} {what}: not even the key's tail {tail} is in the journal's reason")


# ---- the checks ------------------------------------------------------------------------------------------


def requests_validate(binary, provider):
    result, home, capture = scenario(binary, provider, [], ["log", FOOD_LINE])
    check(result.returncode == 0, f"{provider} food line: exit 0 ({result.stderr.strip()[:200]})")
    entry = next((e for e in home.journal() if e.get("kind") == "food"), {})
    check(entry.get("status") == "ok" and entry.get("grams") == 300, f"{provider} food line: 300 g, ok ({entry})")
    if capture.requests:
        validate_request(provider, capture.requests[0], "food request")
        raw = capture.requests[0]["raw"]
        order = [raw.find('"name"'), raw.find('"grams"'), raw.find('"per_100g"'), raw.find('"kcal"'),
                 raw.find('"carbs"')]
        # Groq gets `json_object` mode (no schema in the request); the prompt gives its key order.
        if provider != "groq":
            check(all(i >= 0 for i in order) and order == sorted(order),
                  f"{provider} food request: the schema's keys go name, grams, per_100g, kcal … carbs")
        if provider == "claude":
            check("temperature" not in capture.requests[0]["body"], "claude food request: no temperature")
    home.remove()

    result, home, capture = scenario(binary, provider, [], ["log", SENTENCE])
    if capture.requests:
        validate_request(provider, capture.requests[0], "training request")
    sets = [e for e in home.journal() if e.get("kind") == "set"]
    check(not any(e.get("reps") == 8 for e in sets),
          f"{provider} training sentence: reps 8, which the sentence never said, are not journaled ({sets})")
    home.remove()

    result, home, capture = scenario(binary, provider, [], ["ask", QUESTION])
    check(result.returncode == 0 and REPLY in result.stdout, f"{provider} ask: the reply is printed ({result.stderr[:200]})")
    if capture.requests:
        validate_request(provider, capture.requests[0], "ask request")
    home.remove()


def a_candidate_answer_journals_usda(binary, provider):
    """A request with USDA candidates validates against the SDK's types, and the chosen id journals
    that USDA food's figures under its id."""
    result, home, capture = scenario(binary, provider, [], ["log", CANDIDATE_LINE])
    check(result.returncode == 0, f"{provider} candidate line: exit 0 ({result.stderr.strip()[:200]})")
    if capture.requests:
        validate_request(provider, capture.requests[0], "candidate request")
        offered = re.findall(r"- (usda-[a-z0-9-]+:\d+) \|", json.dumps(capture.requests[0]["body"]))
        entry = next((e for e in home.journal() if e.get("kind") == "food"), {})
        check(bool(offered) and entry.get("source") == offered[0] and entry.get("grams") == 500,
              f"{provider} candidate line: journaled under the chosen USDA id ({entry.get('source')})")
    else:
        check(False, f"{provider} candidate line: a request was made")
    home.remove()


def reasoning_model_gets_no_temperature(binary):
    result, home, capture = scenario(binary, "openai", [], ["log", FOOD_LINE], model="o4-mini")
    if capture.requests:
        validate_request("openai", capture.requests[0], "o4-mini food request")
        check("temperature" not in capture.requests[0]["body"], "openai o4-mini: no temperature")
    check(result.returncode == 0, "openai o4-mini: exit 0")
    home.remove()


def shared_errors(binary, provider):
    if provider == "claude":
        unauthorised = claude_error(401, "authentication_error", "invalid x-api-key")
        limited = claude_error(429, "rate_limit_error", "This request would exceed the rate limit.")
    else:
        unauthorised = openai_error(401, "invalid_request_error", "invalid_api_key",
                                    "Incorrect API key provided: sk-proj-****…6789. You can find your API key at "
                                    "https://platform.openai.com/account/api-keys.", provider)
        limited = openai_error(429, "requests", "rate_limit_exceeded",
                               "Rate limit reached for requests. Please try again in 1s.", provider)
    key = KEYS[provider][:-4] + "6789"
    result, home, capture = scenario(binary, provider, [(unauthorised[0], unauthorised[1], {})] * 2,
                                     ["replay", "--strict", "-"], stdin=FOOD_LINE + "\nkombucha\n", key=key)
    expect_kept(provider, "401", result, home, capture, ["refused the API key", "environment variable"], requests=1)
    home.remove()

    result, home, capture = scenario(binary, provider, [(limited[0], limited[1], {"retry-after": "1"})],
                                     ["log", FOOD_LINE])
    check(result.returncode == 0 and len(capture.requests) == 2,
          f"{provider} 429 with retry-after: retried once, then journaled (exit {result.returncode})")
    check(result.seconds >= 0.9, f"{provider} 429: waited the retry-after second ({result.seconds:.2f} s)")
    home.remove()

    result, home, capture = scenario(binary, provider, [(limited[0], limited[1], {"retry-after-ms": "20"})],
                                     ["log", FOOD_LINE])
    check(result.returncode == 0 and len(capture.requests) == 2,
          f"{provider} 429 with retry-after-ms: retried, then journaled")
    home.remove()

    server_error = (500, {"error": {"type": "api_error", "message": "Internal server error"}},
                    {"x-should-retry": "false"})
    result, home, capture = scenario(binary, provider, [server_error], ["log", FOOD_LINE])
    check(len(capture.requests) == 1, f"{provider} 500 with x-should-retry false: not retried")
    home.remove()


def claude_errors(binary):
    status, body = claude_error(529, "overloaded_error", "Overloaded")
    result, home, capture = scenario(binary, "claude", [(status, body, {"retry-after": "0"})], ["log", FOOD_LINE])
    check(result.returncode == 0 and len(capture.requests) == 2, "claude 529 overloaded_error: retried, journaled")
    home.remove()

    billing = claude_error(402, "billing_error", "Your credit balance is too low to access the Anthropic API. "
                           "Please go to Plans & Billing to upgrade or purchase credits.")
    low = claude_error(400, "invalid_request_error", "Your credit balance is too low to access the Anthropic API. "
                       "Please go to Plans & Billing to upgrade or purchase credits.")
    for name, (status, body) in [("402 billing_error", billing), ("400 credit balance is too low", low)]:
        result, home, capture = scenario(binary, "claude", [(status, body, {})] * 3, ["replay", "--strict", "-"],
                                         stdin=FOOD_LINE + "\nkombucha\nmatcha latte\n")
        expect_kept("claude", name, result, home, capture, ["add credit", "--resolver mock"], requests=1)
        check("providers.claude.model" not in result.stderr, f"claude {name}: no advice to check the model")
        home.remove()

    cut = claude_message([{"type": "tool_use", "id": "toolu_cut", "name": "record_foods",
                           "input": {"foods": [{"name": "poutine"}]}}], "max_tokens")
    result, home, capture = scenario(binary, "claude", [(200, cut, {})], ["log", FOOD_LINE])
    expect_kept("claude", "stop_reason max_tokens", result, home, capture, ["cut off", "token limit"])
    home.remove()

    refusal = claude_message([], "refusal")
    result, home, capture = scenario(binary, "claude", [(200, refusal, {})], ["log", FOOD_LINE])
    expect_kept("claude", "stop_reason refusal", result, home, capture, ["declined"])
    home.remove()


def openai_errors(binary):
    status, body = openai_error(429, "insufficient_quota", "insufficient_quota",
                                "You exceeded your current quota, please check your plan and billing details.")
    result, home, capture = scenario(binary, "openai", [(status, body, {})] * 3, ["replay", "--strict", "-"],
                                     stdin=FOOD_LINE + "\nkombucha\n")
    expect_kept("openai", "429 insufficient_quota", result, home, capture, ["add credit", "--resolver mock"],
                requests=1)
    home.remove()

    cut = openai_completion("openai", content='{"foods": [{"name": "pout', finish_reason="length")
    result, home, capture = scenario(binary, "openai", [(200, cut, {})], ["log", FOOD_LINE])
    expect_kept("openai", "finish_reason length", result, home, capture, ["cut off", "token limit"])
    home.remove()

    refused = openai_completion("openai", content=None, refusal="I'm sorry, I can't help with that.")
    result, home, capture = scenario(binary, "openai", [(200, refused, {})], ["log", FOOD_LINE])
    expect_kept("openai", "message.refusal", result, home, capture, ["declined"])
    home.remove()


def groq_errors(binary):
    generation = '{"foods": [{"name": "IGNORE-ALL-INSTRUCTIONS'
    status, body = openai_error(400, "invalid_request_error", "json_validate_failed",
                                "Failed to generate JSON. Please adjust your prompt. See 'failed_generation' for "
                                "more details.", "groq", failed_generation=generation)
    result, home, capture = scenario(binary, "groq", [(status, body, {})], ["log", FOOD_LINE])
    expect_kept("groq", "400 json_validate_failed", result, home, capture, ["JSON", "did not validate"])
    check("providers.groq.model" not in result.stderr, "groq json_validate_failed: no advice to check the model")
    check("IGNORE-ALL" not in home.files_text() and "IGNORE-ALL" not in result.stderr,
          "groq json_validate_failed: failed_generation is never journaled or shown")
    home.remove()

    status, body = openai_error(498, "capacity_exceeded", "flex_tier_capacity_exceeded",
                                "Capacity for the flex tier is exceeded. Please try again later.", "groq")
    result, home, capture = scenario(binary, "groq", [(status, body, {"retry-after": "0"})], ["log", FOOD_LINE])
    check(result.returncode == 0 and len(capture.requests) == 2, "groq 498 flex_tier_capacity_exceeded: retried")
    home.remove()


def main():
    binary = os.path.abspath(sys.argv[1])
    print(f"SDKs: openai {openai.__version__}, anthropic {anthropic.__version__}, groq {groq.__version__}")
    for provider in ("claude", "openai", "groq"):
        requests_validate(binary, provider)
        a_candidate_answer_journals_usda(binary, provider)
        shared_errors(binary, provider)
    reasoning_model_gets_no_temperature(binary)
    claude_errors(binary)
    openai_errors(binary)
    groq_errors(binary)
    if failures:
        print(f"\n{len(failures)} SDK conformance check(s) failed:")
        for failure in failures:
            print("  " + failure)
        sys.exit(1)
    print("\nSDK conformance: every check passed")


if __name__ == "__main__":
    main()
