-- wrk's figures of a run as one line of JSON after its own report (runner/serving.py reads the last line): the
-- requests and the time they took, each kind of error, and the latency's percentiles, in microseconds.
done = function(summary, latency, requests)
   local errors = summary.errors
   io.write(string.format(
      '{"requests": %d, "duration_us": %d, "bytes": %d, "connect": %d, "read": %d, "write": %d, "status": %d, ' ..
      '"timeout": %d, "p50_us": %d, "p90_us": %d, "p99_us": %d, "max_us": %d, "mean_us": %.1f}\n',
      summary.requests, summary.duration, summary.bytes, errors.connect, errors.read, errors.write, errors.status,
      errors.timeout, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end
