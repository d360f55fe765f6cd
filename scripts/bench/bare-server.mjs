// The baseline of `npm run bench:api`: node:http answering one fixed JSON body, with no
// routing, database or framework, in a process of its own like the app. The app's figures
// are reported as ratios to this server's, measured in the same run on the same machine.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.BARE_BODY_FILE ?? '/dev/stdin');
const server = http.createServer((req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.send?.('ready');
});
