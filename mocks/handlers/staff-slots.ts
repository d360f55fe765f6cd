import { HttpResponse, type HttpHandler } from 'msw';
import {
  deliveryRoundSchema,
  slotsUpdateBodySchema,
  type DeliveryRound,
} from '@/contracts/delivery-slots';
import { contractHandler } from './contract-handler';

const ok = (results: unknown) => HttpResponse.json({ success: true, message: 'Done.', results });

/**
 * The delivery rounds calls (GET and POST /admin/slots) over `rounds` in memory, for component
 * tests with `server.use(...staffSlotHandlers(rounds, sent))`: a POST is checked with the real
 * contract (400 with its reason keys per field), replaces that weekday's rounds and answers the
 * whole week; each body it took is pushed on `sent`.
 */
export function staffSlotHandlers(rounds: DeliveryRound[], sent: unknown[] = []): HttpHandler[] {
  let week = rounds;
  let nextId = Math.max(0, ...rounds.map((round) => round.id)) + 1;
  return [
    contractHandler('adminSlots', () => ok(week.map((round) => deliveryRoundSchema.parse(round)))),
    contractHandler('adminSlotsUpdate', async ({ request }) => {
      const body: unknown = await request.json();
      sent.push(body);
      const parsed = slotsUpdateBodySchema.safeParse(body);
      if (!parsed.success) {
        const errors = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
        );
        return HttpResponse.json(
          { success: false, message: 'Please check the highlighted fields.', errors },
          { status: 400 },
        );
      }
      const { weekday, rounds: given } = parsed.data;
      week = [
        ...week.filter((round) => round.weekday !== weekday),
        ...given.map((round) => ({ ...round, id: nextId++, weekday })),
      ];
      return ok(week);
    }),
  ];
}
