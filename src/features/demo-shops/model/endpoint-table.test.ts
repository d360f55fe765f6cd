import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import titles from '../../../../public/locales/en/demo.json';
import { DEMO_SHOP_ENDPOINT_PATHS } from '@/contracts/demo/demo-endpoints';
import { renderEndpointTable, TABLE_END, TABLE_START } from './endpoint-table';

/** Table rows as trimmed cells, so column alignment by the formatter does not matter. */
function rows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('docs/demo-shops.md', () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../../../docs/demo-shops.md'), 'utf8');
  const committed = doc.slice(doc.indexOf(TABLE_START), doc.indexOf(TABLE_END));

  it('maps each endpoint to its section exactly as the shops are configured (npm run docs:demo)', () => {
    expect(rows(committed)).toEqual(rows(renderEndpointTable(titles)));
  });

  it('lists every mock path of the spec', () => {
    // The product page's paths are listed with the query that names their product.
    const listed = rows(committed).map((cells) => cells[1]?.replaceAll('`', '').split('?')[0]);
    for (const endpoint of DEMO_SHOP_ENDPOINT_PATHS) expect(listed).toContain(endpoint);
  });
});
