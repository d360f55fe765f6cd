import { z } from 'zod';
import type { Db } from '@/server/db/db-types';
import { recordProviderStatus } from '@/server/notify';

/** One delivery report of a message the shop sent: its wamid, what happened, why it failed. */
export interface DeliveryReport {
  id: string;
  status: string;
  error?: string;
}

const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string().min(1).max(40),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
      }),
    )
    .optional(),
});

/** The parts of a webhook this reads; anything else Meta sends (incoming messages) passes by. */
const payloadSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(z.object({ value: z.object({ statuses: z.array(z.unknown()).optional() }) }))
          .optional(),
      }),
    )
    .optional(),
});

/** The reason staff read on a failed message: Meta's code and title (131026 Message undeliverable). */
function failureText(errors: z.infer<typeof statusSchema>['errors']): string {
  const first = errors?.[0];
  if (!first) return 'whatsapp: failed (no reason given)';
  const words = first.title ?? first.message ?? 'failed';
  return `whatsapp: ${first.code !== undefined ? `${first.code} ` : ''}${words}`;
}

/**
 * The status reports in a webhook's `entry[].changes[].value.statuses[]`. A payload of
 * another shape yields none, and a report that does not parse is skipped, not the others.
 */
export function deliveryReports(payload: unknown): DeliveryReport[] {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return [];
  const reports: DeliveryReport[] = [];
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const raw of change.value.statuses ?? []) {
        const status = statusSchema.safeParse(raw);
        if (!status.success) continue;
        const { id, status: state, errors } = status.data;
        reports.push(
          state === 'failed'
            ? { id, status: state, error: failureText(errors) }
            : { id, status: state },
        );
      }
    }
  }
  return reports;
}

/**
 * Stores each report on the message with that wamid: `provider_status` for all, and a
 * `failed` report marks the message failed with Meta's reason, so staff see it among the
 * failed messages and can send it again. Reports of unknown ids (another system on the same
 * number, a message long gone) are ignored. Returns how many messages changed.
 */
export async function recordDeliveryReports(
  db: Db,
  reports: readonly DeliveryReport[],
): Promise<number> {
  let changed = 0;
  for (const report of reports) {
    if (await recordProviderStatus(db, report.id, report.status, report.error)) changed += 1;
  }
  return changed;
}
