import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { flushLog, log } from './log';

let stdout: jest.SpiedFunction<typeof process.stdout.write>;
let stderr: jest.SpiedFunction<typeof process.stderr.write>;

beforeEach(() => {
  stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const linesOf = (spy: typeof stdout) =>
  spy.mock.calls
    .flatMap(([chunk]) => String(chunk).split('\n'))
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

it('writes one JSON object per line: time, level, event, then the fields that have a value', () => {
  log.info('http.request', { path: '/api/items/list', status: 200, note: undefined, ok: true });
  log.info('server.ready');
  log.info('odd "event"', { message: 'quote " and\nnewline' });
  expect(stdout).not.toHaveBeenCalled();
  flushLog();
  const lines = linesOf(stdout);
  expect(lines).toEqual([
    {
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      event: 'http.request',
      path: '/api/items/list',
      status: 200,
      ok: true,
    },
    { time: expect.any(String), level: 'info', event: 'server.ready' },
    {
      time: expect.any(String),
      level: 'info',
      event: 'odd "event"',
      message: 'quote " and\nnewline',
    },
  ]);
  expect(Object.keys(lines[0] ?? {})).toEqual(['time', 'level', 'event', 'path', 'status', 'ok']);
});

it('sends a warning after the waiting lines, at once, and an error to stderr', () => {
  log.info('first');
  log.warn('second', { code: 1 });
  log.error('third');
  expect(linesOf(stdout).map((line) => line.event)).toEqual(['first', 'second']);
  expect(linesOf(stderr).map((line) => line.event)).toEqual(['third']);
});
