// npm run audit: `npm audit --omit=dev` with the bar: no high or critical advisory in
// a production dependency (exit 1 and the report otherwise). Where the registry's advisory
// endpoint cannot be reached it exits 2 and says so, rather than passing: this project's
// build machines reach a registry mirror that answers installs only (405 on the advisory
// endpoints, and its package documents carry no deprecation notices either), so there the
// audit has to run elsewhere. docs/security.md, "Dependency audit".
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');

interface AuditJson {
  metadata?: { vulnerabilities?: Record<string, number> };
}

function main(): void {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8' });
  let counts: Record<string, number> | undefined;
  try {
    counts = (JSON.parse(run.stdout) as AuditJson).metadata?.vulnerabilities;
  } catch {
    counts = undefined;
  }
  if (!counts) {
    console.error(
      'npm audit could not reach the advisory endpoint of the configured registry: production ' +
        'dependencies were NOT audited. Run `npm run audit` where registry.npmjs.org answers.',
    );
    console.error(
      run.stderr
        .split('\n')
        .filter((line) => /audit|error/i.test(line))
        .join('\n'),
    );
    process.exit(2);
  }
  const high = counts.high ?? 0;
  const critical = counts.critical ?? 0;
  console.log(
    `npm audit --omit=dev: ${critical} critical, ${high} high, ${counts.moderate ?? 0} moderate.`,
  );
  if (high + critical > 0) {
    spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    process.exit(1);
  }
}

main();
