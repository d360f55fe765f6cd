// npm run docs:demo: rewrites the endpoint → section table in docs/demo-shops.md from the
// demo shops' configurations. A unit test fails while the committed table is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { renderEndpointTable, withEndpointTable } from '@/features/demo-shops/model/endpoint-table';
import titles from '../public/locales/en/demo.json';
import { formatMarkdown } from './format-markdown';

async function main(): Promise<void> {
  const file = path.join(__dirname, '..', 'docs/demo-shops.md');
  const current = fs.readFileSync(file, 'utf8');
  const next = await formatMarkdown(withEndpointTable(current, renderEndpointTable(titles)));
  fs.writeFileSync(file, next);
  console.log('wrote docs/demo-shops.md');
}

void main();
