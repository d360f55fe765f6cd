// wrk (Debian's package), where the machine has it: a load generator in C that spends a
// fraction of autocannon's CPU per request, which matters when it shares two cores with the
// servers it measures (npm run bench:cluster). Same targets and result shape as load.ts.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadResult, LoadTarget } from './load';

const WRK = '/usr/bin/wrk';

export const wrkAvailable = (): boolean => fs.existsSync(WRK);

/** A Lua script that sends the target's requests in turn (paths or bodies). */
function script(target: LoadTarget): string {
  const list = (values: readonly string[]) => `{${values.map((v) => JSON.stringify(v)).join(',')}}`;
  const headers = Object.entries(target.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n');
  const method = JSON.stringify(target.method ?? 'GET');
  const defaultPath = JSON.stringify(new URL(target.url).pathname);
  return `${headers}
local paths = ${list(target.paths ?? [])}
local bodies = ${list(target.bodies ?? (target.body ? [target.body] : []))}
local sets = {${(target.headerSets ?? [])
    .map(
      (set) =>
        `{${Object.entries(set)
          .map(([name, value]) => `[${JSON.stringify(name)}]=${JSON.stringify(value)}`)
          .join(',')}}`,
    )
    .join(',')}}
local n = 0
request = function()
  n = n + 1
  local p = #paths > 0 and paths[n % #paths + 1] or ${defaultPath}
  local b = #bodies > 0 and bodies[n % #bodies + 1] or nil
  local h = nil
  if #sets > 0 then
    h = {}
    for k, v in pairs(wrk.headers) do h[k] = v end
    for k, v in pairs(sets[n % #sets + 1]) do h[k] = v end
  end
  return wrk.format(${method}, p, h, b)
end
local non2xx = 0
response = function(status) if status < 200 or status > 299 then non2xx = non2xx + 1 end end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %.3f %.3f\\n", summary.requests, summary.duration,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
`;
}

/** wrk on one target: `connections` clients over 2 threads for `seconds`. */
export async function wrkLoad(
  target: LoadTarget,
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `bench-wrk-${process.pid}.lua`);
  fs.writeFileSync(file, script(target));
  try {
    const { stdout } = await promisify(execFile)(WRK, [
      '-t2',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      // A slow answer counts, with its time in p99: wrk's default (2 s) made renders queued on
      // a capped instance into errors that the instance then still worked on.
      '--timeout',
      '10s',
      '-s',
      file,
      target.url,
    ]);
    const [requests, durationUs, errors, p50, p99] = (/RESULT (.+)/.exec(stdout)?.[1] ?? '')
      .split(' ')
      .map(Number);
    if (requests === undefined || !durationUs) throw new Error(`wrk said:\n${stdout}`);
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
    return {
      name: target.name,
      requestsPerSecond: requests / (durationUs / 1e6),
      p50: p50 ?? 0,
      p99: p99 ?? 0,
      errors: errors ?? 0,
      non2xx,
    };
  } finally {
    fs.rmSync(file, { force: true });
  }
}
