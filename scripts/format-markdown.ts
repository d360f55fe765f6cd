import path from 'node:path';
import prettier from 'prettier';

/** Markdown formatted with the repository's Prettier settings. */
export async function formatMarkdown(markdown: string): Promise<string> {
  const filepath = path.join(__dirname, '../docs/api.md');
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(markdown, { ...options, filepath });
}
