"""forecast mcp's standard output carries JSON-RPC messages and nothing else, whatever a client sends: every line it
writes is read here as a message. Hostile arguments are tool errors; lines that are not JSON-RPC are protocol errors;
an endless line is dropped; the server goes on serving, and ends with 0 when the client closes its input."""
import json
import queue
import subprocess
import threading

INITIALISE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "forecast-checks", "version": "1"}}}
INITIALISED = {"jsonrpc": "2.0", "method": "notifications/initialized"}

# Calls whose arguments no tool can use, each a tool error (id: (tool, arguments)).
HOSTILE = {
    10: ("forecast_daily", {"place": "Lon\u0000don\u001b[2J"}),
    11: ("forecast_daily", {"place": "x" * 10_000}),
    12: ("forecast_daily", {"place": ["London"]}),
    13: ("forecast_daily", {"place": "London", "days": "seven"}),
    14: ("forecast_daily", {"place": "London", "days": 99}),
    15: ("forecast_daily", {"place": "London", "days": 1e308}),
    16: ("weather_check", {"condition": "locusts", "place": "London"}),
    17: ("weather_history", {"place": "London", "date": "yesterday"}),
    18: ("search_places", {"query": "\u202eLondon<script>"}),
    19: ("forecast_hourly", {"place": "London", "units": {"system": "metric"}}),
    20: ("sun", {}),
    21: ("moon", {"place": "London", "rm -rf /": True}),
}


def message(value):
    return (json.dumps(value) + "\n").encode()


def call(identifier, tool, arguments):
    return message({"jsonrpc": "2.0", "id": identifier, "method": "tools/call", "params": {"name": tool, "arguments": arguments}})


def test_every_line_on_standard_output_is_a_json_rpc_message_whatever_the_client_sends(agent_server):
    process = subprocess.Popen(agent_server.command, env=agent_server.environment, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    lines = queue.Queue()
    reader = threading.Thread(target=lambda: [lines.put(line) for line in process.stdout] and None, daemon=True)
    reader.start()
    sent = [message(INITIALISE), message(INITIALISED)]
    sent += [call(identifier, tool, arguments) for identifier, (tool, arguments) in HOSTILE.items()]
    sent += [b"this is not JSON\n", b"\xff\xfe{\"jsonrpc\n", b"\n", b"   \n", b"[]\n", b"{\"jsonrpc\": \"2.0\", \"id\": 30}\n",
             b"{\"jsonrpc\": \"2.0\", \"id\": 31, \"method\": \"tools/call\", \"params\": {\"name\": \"sun\", \"arguments\": [1, 2]}}\n",
             b"{\"jsonrpc\": \"2.0\", \"id\": 32, \"method\": \"tools/call\", \"params\": {\"name\": \"forecast_weekly\"}}\n",
             b"{\"x\": \"" + b"y" * 3_000_000 + b"\"}\n",
             call(40, "forecast_daily", {"place": "x" * (1_048_576 - len(call(40, "forecast_daily", {"place": ""})) + 1)}),
             call(99, "sun", {"place": "London"})]
    for chunk in sent:
        process.stdin.write(chunk)
        process.stdin.flush()
    answers, written = {}, []
    while not {40, 99} <= answers.keys():
        line = lines.get(timeout=60)
        written.append(line)
        parsed = json.loads(line)
        assert parsed["jsonrpc"] == "2.0" and ("result" in parsed or "error" in parsed or "method" in parsed), line
        answers[parsed.get("id")] = parsed
    process.stdin.close()
    assert process.wait(timeout=30) == 0
    reader.join(timeout=10)
    while not lines.empty():
        written.append(lines.get())
    for line in written:
        json.loads(line)
    errors = process.stderr.read().decode()
    assert "dropped a message longer than 1048576 bytes" in errors
    dropped = [json.loads(line) for line in written if json.loads(line).get("id", 0) is None
               and "longer than" in json.loads(line).get("error", {}).get("message", "")]
    assert [answer["error"]["code"] for answer in dropped] == [-32600]
    assert "Fatal" not in errors and "crash" not in errors.lower()

    assert answers[1]["result"]["serverInfo"]["name"] == "forecast"
    for identifier in HOSTILE:
        result = answers[identifier]["result"]
        assert result["isError"] is True, (identifier, result)
        assert len(result["content"][0]["text"].splitlines()) == 1
    assert answers[11]["result"]["content"][0]["text"] == "the place name is longer than 200 characters"
    assert answers[10]["result"]["content"][0]["text"] == "the place name contains a control character"
    assert answers[15]["result"]["content"][0]["text"] == "days must be a whole number from 1 to 16"
    assert answers[21]["result"]["content"][0]["text"].startswith('no argument "rm -rf /" here')
    assert "error" in answers[32] and "forecast_weekly" in answers[32]["error"]["message"]
    assert answers[40]["result"]["content"][0]["text"] == "the place name is longer than 200 characters"  # 1 MiB: read
    assert answers[99]["result"]["isError"] is False
    assert answers[99]["result"]["structuredContent"]["place"]["name"] == "London"


def test_a_script_that_writes_its_requests_and_closes_its_input_gets_every_answer(agent_server):
    requests = [message(INITIALISE), message(INITIALISED), call(2, "forecast_daily", {"place": "London"}),
                call(3, "sun", {"place": "Bergen"}), call(4, "forecast_daily", {"place": "London", "days": 0})]
    result = subprocess.run(agent_server.command, env=agent_server.environment, input=b"".join(requests),
                            capture_output=True, timeout=60)
    assert result.returncode == 0, result.stderr.decode()
    answers = {answer["id"]: answer for answer in map(json.loads, result.stdout.decode().splitlines())}
    assert sorted(answers) == [1, 2, 3, 4]
    assert answers[2]["result"]["isError"] is False and answers[3]["result"]["isError"] is False
    assert answers[4]["result"]["content"][0]["text"] == "days must be a whole number from 1 to 16"
