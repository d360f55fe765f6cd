import { HttpResponse, type HttpHandler } from 'msw';
import { pathOf, type RouteName } from '@/contracts/routes';
import type { z } from 'zod';
import {
  branchUpdateBodySchema,
  contactUpdateBodySchema,
  factsUpdateBodySchema,
  promiseUpdateBodySchema,
  staffShopContentSchema,
  type StaffShopContent,
} from '@/contracts/shop-content';
import { contractHandler } from './contract-handler';

/** The contract's reason keys per field, as a 400's `errors`. */
const reasons = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));

const ok = (results: unknown, message = 'Saved.') =>
  HttpResponse.json({ success: true, message, results });

const refused = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });

const CHECK = 'Please check the highlighted fields.';

/** Every body the shop-content writes received, by call, as sent. */
export type ShopContentSent = { path: string; body: unknown }[];

type Rows = 'promises' | 'branches' | 'contacts';
type RowWrite = Extract<
  RouteName,
  'adminPromiseUpdate' | 'adminBranchUpdate' | 'adminContactUpdate'
>;

/**
 * The shop-details calls of the dashboard (GET /admin/shop-content and the admin writes of the
 * facts, a promise, a branch or a contact) over `content` in memory, in the real contract's envelope and
 * shapes. A body the contract refuses is answered 400 with its reason keys per field, as the
 * server would before localising them. For component tests: `server.use(...handlers)`.
 */
export function staffShopContentHandlers(
  content: StaffShopContent,
  sent: ShopContentSent = [],
): HttpHandler[] {
  const write = (name: RowWrite, rows: Rows, schema: z.ZodType<Record<string, unknown>>) =>
    contractHandler(name, async ({ params, request }) => {
      const body: unknown = await request.json();
      sent.push({ path: pathOf(name, { id: String(params.id) }), body });
      const list: { id: number }[] = content[rows];
      const row = list.find((candidate) => String(candidate.id) === String(params.id));
      if (!row) return refused(404, 'Not found.');
      const parsed = schema.safeParse(body);
      if (!parsed.success) return refused(400, CHECK, reasons(parsed.error));
      Object.assign(row, parsed.data);
      return ok(row);
    });
  return [
    contractHandler('adminShopContent', () => ok(staffShopContentSchema.parse(content), 'OK')),
    contractHandler('adminShopFactsUpdate', async ({ request }) => {
      const body: unknown = await request.json();
      sent.push({ path: pathOf('adminShopFactsUpdate'), body });
      const parsed = factsUpdateBodySchema.safeParse(body);
      if (!parsed.success) return refused(400, CHECK, reasons(parsed.error));
      Object.assign(content.facts, parsed.data);
      return ok(content.facts);
    }),
    write('adminPromiseUpdate', 'promises', promiseUpdateBodySchema),
    write('adminBranchUpdate', 'branches', branchUpdateBodySchema),
    write('adminContactUpdate', 'contacts', contactUpdateBodySchema),
  ];
}
