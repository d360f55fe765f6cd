import { describe, expect, it } from '@jest/globals';
import { ITEM_PICTURE_MAX_BYTES } from '@/contracts/picture-limits';
import { nginxConfig } from '../../../scripts/cluster/nginx-config';

const upstreams = ['127.0.0.1:3101', '127.0.0.1:3102', '127.0.0.1:3103'];

describe('nginxConfig', () => {
  it('balances over every instance, taking a dead one out for 2 s at its first failure', () => {
    const config = nginxConfig({ listen: '8080', upstreams });
    for (const upstream of upstreams) {
      expect(config).toContain(`server ${upstream} max_fails=1 fail_timeout=2s;`);
    }
    expect(config).toContain('listen 8080;');
  });

  it('moves a request to the next instance only on errors, never re-sending a received POST', () => {
    const config = nginxConfig({ listen: '8080', upstreams });
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;');
    // `non_idempotent` would let nginx send an order to a second instance.
    expect(config).not.toContain('non_idempotent');
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it('takes a product picture upload', () => {
    const limit = Number(
      /client_max_body_size (\d+)m;/.exec(nginxConfig({ listen: '80', upstreams }))?.[1],
    );
    expect(limit * 1024 * 1024).toBeGreaterThan(ITEM_PICTURE_MAX_BYTES);
  });

  it('trusts forwarded addresses and names the instance only in the test cluster', () => {
    const real = nginxConfig({ listen: '80', upstreams });
    expect(real).not.toContain('real_ip_header');
    expect(real).not.toContain('X-Upstream');
    const test = nginxConfig({ listen: '80', upstreams, forTests: true, runDir: '/tmp/x' });
    expect(test).toContain('real_ip_header X-Forwarded-For;');
    expect(test).toContain('add_header X-Upstream $upstream_addr always;');
    expect(test).toContain('pid /tmp/x/nginx.pid;');
    expect(test).toContain('client_body_temp_path /tmp/x/client_body_temp;');
  });
});
