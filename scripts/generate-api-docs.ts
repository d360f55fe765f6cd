// npm run docs:api: writes docs/openapi.json and the table of calls in docs/api.md from the
// route list and the zod contracts. With --check it writes nothing and exits 1 when a
// committed file differs from what it would write (the API test suite runs that).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderApiDocs } from '@/server/http/api-docs';
import { formatMarkdown } from './format-markdown';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const root = path.join(__dirname, '..');
  const current = fs.readFileSync(path.join(root, 'docs/api.md'), 'utf8');
  const stale: string[] = [];
  for (const [file, content] of Object.entries(await renderApiDocs(current, formatMarkdown))) {
    const target = path.join(root, file);
    if (values.check) {
      if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== content) stale.push(file);
      continue;
    }
    fs.writeFileSync(target, content);
    console.log(`wrote ${file}`);
  }
  if (stale.length > 0) {
    console.error(`Out of date: ${stale.join(', ')}. Run npm run docs:api and commit the result.`);
    process.exitCode = 1;
  } else if (values.check) {
    console.log('docs/api.md and docs/openapi.json are up to date.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
