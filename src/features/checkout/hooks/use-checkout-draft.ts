import { useCallback, useState } from 'react';
import type { DeliverySlot } from '@/contracts/delivery-slots';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { AddressChoice } from '../model/address-slot';
import { readDraft, saveDraft, type CheckoutDraft } from '../model/checkout-draft';

type DraftParts = { choice: AddressChoice; slot?: DeliverySlot; notes: string };

/**
 * The draft this tab kept of the form (checkout-draft.ts), read once as the form mounts, and
 * a way to keep the current choices. The form only renders in the browser, after the session
 * is known, so the first read already knows whose draft it may restore.
 */
export function useCheckoutDraft() {
  const account = useSessionKey();
  const [draft] = useState<CheckoutDraft | undefined>(() => readDraft(account));
  const keep = useCallback(
    ({ choice, slot, notes }: DraftParts) => {
      if (!account) return;
      saveDraft({ account, address: choice.address, zone: choice.zone, slot, notes });
    },
    [account],
  );
  return { draft, keep };
}

/** The address step's choice, or the draft's when the step has none (its list did not load). */
export function choiceOrDraft(
  picked: AddressChoice,
  draft: CheckoutDraft | undefined,
): { choice: AddressChoice; fromDraft: boolean } {
  if (picked.address || picked.zone || !draft?.address) return { choice: picked, fromDraft: false };
  return { choice: { address: draft.address, zone: draft.zone }, fromDraft: true };
}
