"""forecast mcp as an agent uses it, through the official Python client (PyPI `mcp`): it starts `forecast-mcp` on
standard input and output, initialises, lists the tools and calls them; every answer is compared with what the command
line prints for the same question."""
import json

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

from oracles.program import Forecast, Home
from oracles.serve_checks import LoggingStub

TOOLS = ["forecast_daily", "forecast_hourly", "current_conditions", "nowcast", "weather_alerts", "air_quality", "marine",
         "sun", "moon", "weather_history", "compare_forecasts", "weather_check", "search_places"]


def converse(agent_server, conversation):
    """Runs `conversation(session)` (a coroutine function) against a forecast-mcp started as an agent's client starts
    it, and returns what it returned."""
    parameters = StdioServerParameters(command=agent_server.command[0], args=[*agent_server.command[1:]],
                                       env=agent_server.environment)

    async def run():
        async with stdio_client(parameters) as (read, write):
            async with ClientSession(read, write) as session:
                initialised = await session.initialize()
                return initialised, await conversation(session)

    return anyio.run(run)


def command_document(forecast, *arguments):
    """forecast's JSON document for `arguments`, as the command line prints it (`check`'s no, exit 1, included)."""
    result = forecast.run(*arguments, "--format", "json")
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def test_it_initialises_and_lists_every_tool_with_a_description_and_a_schema(agent_server):
    async def listing(session):
        return (await session.list_tools()).tools

    initialised, tools = converse(agent_server, listing)
    assert initialised.server_info.name == "forecast"
    assert initialised.capabilities.tools is not None
    assert [tool.name for tool in tools] == TOOLS
    for tool in tools:
        assert len(tool.description) > 60, f"{tool.name}'s description is too short to choose by"
        schema = tool.input_schema
        assert schema["type"] == "object" and schema["additionalProperties"] is False
        assert ("query" if tool.name == "search_places" else "place") in schema["required"]
        assert all("description" in argument for argument in schema["properties"].values()), tool.name
    daily = next(tool for tool in tools if tool.name == "forecast_daily")
    assert daily.input_schema["properties"]["days"] == {
        "type": "integer", "minimum": 1, "maximum": 16, "description": daily.input_schema["properties"]["days"]["description"]}
    assert daily.annotations.read_only_hint is True


def test_the_daily_forecast_and_the_nowcast_are_the_commands_documents_and_errors_leave_it_serving(agent_server, forecast):
    async def calls(session):
        return [await session.call_tool(name, arguments) for name, arguments in [
            ("forecast_daily", {"place": "London", "days": 3}),
            ("nowcast", {"place": "Bergen"}),
            ("forecast_daily", {"place": "Xyzzyville"}),
            ("forecast_daily", {"place": "London", "days": 99}),
            ("sun", {"place": "London"}),
        ]]

    _, (daily, nowcast, nowhere, too_many, afterwards) = converse(agent_server, calls)
    assert not daily.is_error
    assert daily.structured_content == command_document(forecast, "daily", "London", "--days", "3")
    assert daily.content[0].text == forecast.output("daily", "London", "--days", "3", "--format", "line").strip()
    assert not nowcast.is_error
    assert nowcast.structured_content == command_document(forecast, "nowcast", "Bergen")
    assert nowcast.content[0].text.startswith("Bergen: ")
    refused = forecast.run("daily", "Xyzzyville")
    assert nowhere.is_error and nowhere.structured_content is None
    # The command's line, with the hint an agent can act on instead of the one on how to type a place.
    line, hint = nowhere.content[0].text.split("; ", 1)
    assert refused.stderr.startswith("forecast: " + line + ";")
    assert line == 'no place found matching "Xyzzyville"' and hint == "search_places lists the places a name may mean"
    assert too_many.is_error
    assert too_many.content[0].text == "days must be a whole number from 1 to 16"
    assert not afterwards.is_error and afterwards.structured_content == command_document(forecast, "sun", "London")


@pytest.mark.parametrize(("tool", "arguments", "command"), [
    ("forecast_hourly", {"place": "London", "units": "imperial"}, ["hourly", "London", "--units", "imperial"]),
    ("current_conditions", {"place": "London", "language": "de"}, ["current", "London", "--lang", "de"]),
    ("weather_alerts", {"place": "London, KY"}, ["alerts", "London, KY"]),
    ("weather_alerts", {"place": "51.3,9.5", "language": "de"}, ["alerts", "--lat", "51.3", "--lon", "9.5", "--lang", "de"]),
    ("air_quality", {"place": "London"}, ["air", "London"]),
    ("marine", {"place": "Biarritz", "days": 2}, ["marine", "Biarritz", "--days", "2"]),
    ("moon", {"place": "London"}, ["moon", "London"]),
    ("weather_history", {"place": "London", "date": "2026-11-01", "to": "2026-11-03"}, ["history", "London", "--date", "2026-11-01", "--to", "2026-11-03"]),
    ("compare_forecasts", {"place": "London", "days": 2}, ["compare", "London", "--days", "2"]),
    ("weather_check", {"condition": "rain", "place": "London", "within_hours": 6}, ["check", "rain", "London", "--within", "6h"]),
    ("search_places", {"query": "London", "count": 3}, ["search", "London", "--count", "3"]),
], ids=lambda value: value if isinstance(value, str) else None)
def test_each_tool_answers_with_the_document_its_command_prints(agent_server, forecast, tool, arguments, command):
    async def call(session):
        return await session.call_tool(tool, arguments)

    _, result = converse(agent_server, call)
    assert not result.is_error, result.content[0].text
    assert result.structured_content == command_document(forecast, *command)
    assert result.content[0].text.splitlines()[0] == forecast.run(*command, "--format", "line").stdout.splitlines()[0]


def test_a_place_named_in_one_call_and_again_in_the_next_is_searched_once(mcp_binary, tmp_path, now, faketime):
    # No cache can be written (its folder is a file), so only the server's own sharing of one resolution can spare
    # the second and third searches.
    unwritable = tmp_path / "cache-is-a-file"
    unwritable.write_text("")
    with LoggingStub(now=now) as stub:
        agent_server = Forecast(mcp_binary, {**stub.environment, "XDG_CACHE_HOME": str(unwritable)}, Home(tmp_path / "agent"), now)

        async def calls(session):
            return [await session.call_tool(name, {"place": "Bergen"}) for name in ("forecast_daily", "current_conditions", "sun")]

        _, results = converse(agent_server, calls)
        asked = stub.targets()
    assert [result.is_error for result in results] == [False, False, False], [result.content[0].text for result in results]
    searches = {target: count for target, count in asked.items() if "search" in target}
    assert sum(searches.values()) == 1, f"the place was searched {searches}"
