import type { Address } from '@/contracts/address';
import type { DeliverySlot } from '@/contracts/delivery-slots';
import type { DeliveryCharge } from '@/contracts/shop-info';

/*
 * The checkout's choices, kept for this tab (sessionStorage) so that a reload, online or not,
 * finds the form as it was. The chosen address, its zone and the slot are kept whole: the
 * address book and the slots come from the network and are never cached, so offline the
 * draft is what shows them, and what the order is queued with.
 */

export const DRAFT_STORAGE_KEY = 'checkout.draft';

export type CheckoutDraft = {
  /** useSessionKey(): another account signing in on this tab never sees it. */
  account: string;
  address?: Address;
  zone?: DeliveryCharge;
  slot?: DeliverySlot;
  notes: string;
};

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

type Loose = Record<string, unknown> | undefined;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
/** Something with a numeric id, or nothing: what the checkout relies on of each part. */
const hasId = (value: unknown): boolean => typeof record(value)?.id === 'number';

/**
 * The draft of this account, if one is kept. Storage is the shopper's to edit and the zod
 * schemas stay off the browser's first load, so only what checkout relies on is checked:
 * ids are numbers (the backend checks the order itself again in any case).
 */
export function readDraft(account: string | undefined): CheckoutDraft | undefined {
  if (!account) return undefined;
  try {
    const kept = record(JSON.parse(storage()?.getItem(DRAFT_STORAGE_KEY) ?? 'null'));
    if (kept?.account !== account) return undefined;
    return {
      account,
      address: hasId(kept.address) ? (kept.address as Address) : undefined,
      zone: hasId(kept.zone) ? (kept.zone as DeliveryCharge) : undefined,
      slot: hasId(kept.slot) ? (kept.slot as DeliverySlot) : undefined,
      notes: typeof kept.notes === 'string' ? kept.notes : '',
    };
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: CheckoutDraft): void {
  try {
    storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the form still works, it just is not restored.
  }
}

/** Once the shop accepted the order, nothing of it is kept. */
export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
