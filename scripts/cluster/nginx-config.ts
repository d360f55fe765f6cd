// The nginx configuration in front of the shop's instances: one template for `npm run cluster`,
// the cluster test and the sample in docs/operations.md (`npm run cluster -- --print-nginx-config`).
import { ITEM_PICTURE_MAX_BYTES } from '@/contracts/picture-limits';

export interface NginxConfigOptions {
  /** Where the balancer listens, e.g. `127.0.0.1:8080` or `80`. */
  listen: string;
  /** The instances, e.g. `127.0.0.1:3101`. */
  upstreams: readonly string[];
  /** A folder for the pid file and temporary bodies (a real server: nginx's own defaults). */
  runDir?: string;
  /**
   * The cluster test's extras: shoppers' X-Forwarded-For addresses taken as theirs (as behind
   * a trusted CDN), and X-Upstream naming the instance that answered.
   */
  forTests?: boolean;
}

/** Room for a picture upload (multipart framing on top of the picture). */
const BODY_LIMIT_MB = Math.ceil(ITEM_PICTURE_MAX_BYTES / (1024 * 1024)) + 1;

function runPaths(runDir: string | undefined): string[] {
  if (!runDir) return [];
  return [
    `pid ${runDir}/nginx.pid;`,
    'error_log stderr warn;',
    // Temporary request bodies (uploads) and buffered answers, inside the run folder.
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `http.${kind}_temp_path ${runDir}/${kind}_temp;`,
    ),
  ];
}

export function nginxConfig(options: NginxConfigOptions): string {
  const paths = runPaths(options.runDir);
  const top = paths.filter((line) => !line.startsWith('http.'));
  const http = paths.filter((line) => line.startsWith('http.')).map((line) => line.slice(5));
  const servers = options.upstreams.map(
    // One failed connection takes an instance out for 2 s; then nginx tries it again, so a
    // restarted instance rejoins within seconds.
    (upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`,
  );
  const testLines = options.forTests
    ? [
        '    set_real_ip_from 127.0.0.1;',
        '    real_ip_header X-Forwarded-For;',
        '    add_header X-Upstream $upstream_addr always;',
      ]
    : [];
  const lines = [
    `# Dakahlia Poultry: nginx in front of ${options.upstreams.length} shop instances.`,
    'worker_processes auto;',
    // Two descriptors per proxied request (shopper and instance): room for every connection,
    // above the 1024 a normal user's shell allows by default.
    'worker_rlimit_nofile 8192;',
    ...top,
    'events { worker_connections 4096; }',
    '',
    'http {',
    '  # Every instance logs each request itself, as JSON lines (src/server/http/request-log.ts).',
    '  access_log off;',
    '  server_tokens off;',
    ...http.map((line) => `  ${line}`),
    '',
    '  upstream shop {',
    ...servers,
    '    # Connections kept open to the instances: no TCP handshake per request.',
    '    keepalive 64;',
    '  }',
    '',
    '  server {',
    `    listen ${options.listen};`,
    `    client_max_body_size ${BODY_LIMIT_MB}m;`,
    ...testLines,
    '',
    '    location / {',
    '      proxy_pass http://shop;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    '      # With TRUST_PROXY=loopback (nginx on the same host) the shop takes the address nginx',
    '      # appends, the one it saw, for the client; the hops a client sent are not believed.',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '      # A refused connection or a gone instance: the next one answers. nginx never sends a',
    '      # POST (an order) to a second instance once the first has received it, so an order is',
    "      # never placed twice; the shop's checkout retries under its Idempotency-Key instead.",
    '      proxy_next_upstream error timeout http_502 http_503;',
    '      proxy_next_upstream_tries 3;',
    '      proxy_connect_timeout 2s;',
    "      # The shop's own limits are shorter (src/server/front-server.mjs).",
    '      proxy_read_timeout 60s;',
    '    }',
    '  }',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
