// The baseline of `npm run bench`: node:http answering fixed bodies, with no routing, database
// or framework, in a process of its own like the app. `/html` answers the HTML body (for the
// page figures), anything else the JSON body (for the API figures). The app's figures are
// reported as ratios to this server's, measured in the same run on the same machine.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const json = readFileSync(process.env.BARE_BODY_FILE ?? '/dev/stdin');
const html = process.env.BARE_HTML_FILE ? readFileSync(process.env.BARE_HTML_FILE) : json;
const server = http.createServer((req, res) => {
  const isHtml = req.url === '/html';
  const body = isHtml ? html : json;
  res.writeHead(200, {
    'Content-Type': isHtml ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.send?.('ready');
});
