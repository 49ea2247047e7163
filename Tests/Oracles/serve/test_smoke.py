"""The server answers the daily table as forecast daily prints it."""


def test_the_daily_table_is_the_command_lines(serve, forecast):
    answer = serve.get("/London")
    assert answer.status == 200, answer
    assert answer.headers["content-type"] == "text/plain; charset=utf-8"
    assert answer.text == forecast.output("daily", "London")
