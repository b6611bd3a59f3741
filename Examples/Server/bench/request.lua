-- One wrk workload against the sign-up API: BENCH_KIND picks the request, BENCH_EXPECT
-- the status every response must have, BENCH_PATH the endpoint a POST goes to (/users by
-- default). Each thread numbers its requests, so that the
-- valid sign-ups all have e-mail addresses of their own.
local kind = os.getenv("BENCH_KIND")
local path = os.getenv("BENCH_PATH") or "/users"
local expected = tonumber(os.getenv("BENCH_EXPECT"))
local threads = {}
local counter = 0

local address = '"address": {"street": "Main St 1", "zip": "10115", "city": "Berlin",'
  .. ' "country": "DE"}'

function setup(thread)
  thread:set("number", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  unexpected = 0
end

function request()
  counter = counter + 1
  if kind == "get" then
    return wrk.format("GET", "/users/1")
  end
  local body
  if kind == "valid" then
    body = string.format('{"email": "user%d.%d@example.com", "name": "Ann",'
      .. ' "password": "Correct-Horse-9", "age": 34, "interests": ["jazz"], %s}',
      number, counter, address)
  elseif kind == "invalid" then
    body = '{"email": "ann@localhost", "name": " ", "password": "short", "age": 12,'
      .. ' "interests": [], "address": {"street": "Main St 1", "zip": "123",'
      .. ' "city": "Berlin", "country": "Germany"}}'
  else
    body = '{"email": "ann@example.com", "name": '
  end
  return wrk.format("POST", path, {["Content-Type"] = "application/json"}, body)
end

function response(status, headers, body)
  if status ~= expected then
    unexpected = unexpected + 1
  end
end

function done(summary, latency, requests)
  local wrong = 0
  for _, thread in ipairs(threads) do
    wrong = wrong + thread:get("unexpected")
  end
  local seconds = summary.duration / 1e6
  io.write(string.format("%-40s %9.0f requests/s  %7d requests  p99 %.2f ms\n",
    os.getenv("BENCH_NAME"), summary.requests / seconds, summary.requests,
    latency:percentile(99) / 1000))
  if wrong > 0 then
    io.write(string.format("%d responses had a status other than %d\n", wrong, expected))
    os.exit(1)
  end
end
