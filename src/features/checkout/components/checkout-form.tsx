import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormErrorCount } from '@/components/form/form-error-count';
import { TextField } from '@/components/form/text-field';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { CartItem } from '@/contracts/cart';
import type { Order } from '@/contracts/order';
import type { orderNotesForm } from '@/contracts/storefront-calls';
import { formContract } from '@/lib/api/call-schemas';
import { useContractResolver } from '@/lib/forms/contract-resolver';
import { useErrorFocus } from '@/lib/forms/use-error-focus';
import { useCredit } from '../api/get-credit';
import { useDeliverySlots } from '../api/delivery-slots';
import { usePlaceOrder } from '../api/place-order';
import { choiceOrDraft, useCheckoutDraft } from '../hooks/use-checkout-draft';
import type { AddressChoice, AddressSlotProps } from '../model/address-slot';
import { checkoutTotals, orderBlocker } from '../model/checkout-totals';
import { estimatedSubtotal } from '../model/line-estimate';
import { buildOrderBody } from '../model/order-body';
import type { QueuedOrder } from '../model/order-queue';
import { placeOrderProblem, type PlaceOrderProblem } from '../model/place-order-problem';
import { DraftAddressNote } from './draft-address-note';
import { QueuedOrders } from './queued-orders';
import { CHECKOUT_COLUMNS } from './checkout-layout';
import { CheckoutStep } from './checkout-step';
import { OrderSummary } from './order-summary';
import { PaymentMethod } from './payment-method';
import { SlotPicker } from './slot-picker';
import { useLocale } from '@/lib/i18n/use-locale';

const loadContract = formContract('orderNotesForm');
type NotesInput = z.input<typeof orderNotesForm>;
type NotesOutput = z.output<typeof orderNotesForm>;

type Props = {
  lines: CartItem[];
  onPlaced: (order: Order) => void;
  /** The order was kept on this device to be sent when the connection returns. */
  onQueued: (queued: QueuedOrder) => void;
  renderAddressPicker: (slot: AddressSlotProps) => ReactNode;
};

const ADDRESS_HEADING = 'checkout-address-heading';
const SLOT_HEADING = 'checkout-slot-heading';

/**
 * Address, delivery time (when the zone delivers in rounds), notes and payment beside the
 * order summary with the one button that orders.
 */
export function CheckoutForm({ lines, onPlaced, onQueued, renderAddressPicker }: Props) {
  const { t } = useTranslation(['checkout', 'validation']);
  const locale = useLocale();
  const { send, forgetKey } = usePlaceOrder();
  const { draft, keep } = useCheckoutDraft();
  const [picked, setChoice] = useState<AddressChoice>({});
  // The address book does not load offline: the address chosen before the reload stands in
  // (shown by DraftAddressNote), so the order can still be queued with it.
  const { choice, fromDraft } = useMemo(() => choiceOrDraft(picked, draft), [picked, draft]);
  const [problem, setProblem] = useState<PlaceOrderProblem>();
  const [sending, setSending] = useState(false);
  // The first answer was lost and the same order is being asked for again.
  const [checking, setChecking] = useState(false);
  const [slotId, setSlotId] = useState<number | undefined>(draft?.slot?.id);
  const [slotMissing, setSlotMissing] = useState(false);
  const slotsAnswer = useDeliverySlots(choice.zone?.id, locale);
  const slots = slotsAnswer.data;
  // A zone without rounds answers [] and has no picker; while its slots load, one is needed.
  const needsSlot = Boolean(choice.zone) && (slots === undefined || slots.length > 0);
  // The slot picked, while it is still open (a refresh after a 409 may have closed it).
  // Offline the slots do not load either: the one picked before the reload stands in.
  const slot =
    slots?.find((known) => known.id === slotId && known.available) ??
    (slotsAnswer.error && draft?.slot?.id === slotId ? draft?.slot : undefined);
  // Set before anything awaits: a second tap in the same instant finds it and does nothing.
  const sendingRef = useRef(false);
  const { register, handleSubmit, formState, control } = useForm<NotesInput, unknown, NotesOutput>({
    resolver: useContractResolver(loadContract, t, locale),
    defaultValues: { notes: draft?.notes ?? '' },
    shouldFocusError: false,
  });
  // Whatever refuses the order (no round, the notes, the backend), focus goes to the first.
  const { containerRef, attempt, report, errorCount } = useErrorFocus();

  // Every choice is kept as it is made, so a reload (offline too) finds the form as it was.
  const notesNow = useWatch({ control, name: 'notes' });
  const { address: chosenAddress, zone: chosenZone } = choice;
  useEffect(() => {
    keep({ choice: { address: chosenAddress, zone: chosenZone }, slot, notes: notesNow ?? '' });
  }, [keep, chosenAddress, chosenZone, slot, notesNow]);

  const credit = useCredit(locale);
  const totals = checkoutTotals(estimatedSubtotal(lines), choice.zone, credit);
  const blocker = orderBlocker({
    lineCount: lines.length,
    hasAddress: Boolean(choice.address),
    hasZone: Boolean(choice.zone),
    totals,
  });

  const chooseAddress = useCallback((next: AddressChoice) => {
    setChoice(next);
    // A reason about the previous address (or its zone's slot) says nothing about the new one.
    setProblem((current) => (current?.address || current?.slot ? undefined : current));
  }, []);

  const chooseSlot = useCallback((next: { id: number }) => {
    setSlotId(next.id);
    setSlotMissing(false);
    setProblem((current) => (current?.slot ? undefined : current));
  }, []);

  /** Marks a round as missing when one is needed and none is picked. */
  const slotStillMissing = () => {
    const missing = needsSlot && !slot;
    if (missing) setSlotMissing(true);
    return missing;
  };

  const placeOrder = async ({ notes }: NotesOutput) => {
    if (!choice.address || blocker) return;
    if (slotStillMissing()) {
      report();
      return;
    }
    try {
      const built = await buildOrderBody(choice.address.id, lines, notes, slot?.id);
      if ('invalidLines' in built) {
        const unavailable = built.invalidLines.map((index) => [index, t('errors.lineUnavailable')]);
        setProblem({
          message: t('errors.cartInvalid'),
          lines: Object.fromEntries(unavailable) as Record<number, string>,
          staleKey: false,
          slotGone: false,
        });
        return;
      }
      const shown = {
        lines: lines.map(({ name, qty, weight }) => ({ name, qty, weight })),
        total: totals.total,
      };
      const result = await send(built.body, shown, () => setChecking(true));
      if ('placed' in result) onPlaced(result.placed);
      else onQueued(result.queued);
    } catch (error) {
      const next = placeOrderProblem(error, t('errors.outcomeUnknown'));
      if (next.staleKey) forgetKey();
      if (next.slotGone) {
        // Full or closed meanwhile: show today's places and let the shopper pick again; the
        // cart and the notes stay as they are.
        setSlotId(undefined);
        void slotsAnswer.mutate();
      }
      setProblem(next);
      report();
    }
  };
  const place = handleSubmit(placeOrder, () => {
    // The notes are refused: a missing round is said at the same time, not one after another.
    slotStillMissing();
    report();
  });

  const submit = () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    setProblem(undefined);
    void attempt(place).finally(() => {
      sendingRef.current = false;
      setSending(false);
      setChecking(false);
    });
  };

  const notesError = formState.errors.notes?.message ?? problem?.notes;
  const slotError = problem?.slot ?? (slotMissing ? t('slots.required') : undefined);
  const showSlots = Boolean(choice.zone) && !(slots && slots.length === 0);
  let step = 1;
  const { ref: notesRef, ...notesField } = register('notes');
  return (
    <Box sx={CHECKOUT_COLUMNS} ref={containerRef}>
      {/* In the form's chunk: a chunk of its own would cost every page a runtime entry. */}
      <QueuedOrders />
      <Stack spacing={2}>
        <CheckoutStep number={step++} title={t('steps.address')} headingId={ADDRESS_HEADING}>
          {renderAddressPicker({
            onChange: chooseAddress,
            error: problem?.address,
            labelledBy: ADDRESS_HEADING,
            selectedId: draft?.address?.id,
          })}
          {fromDraft && choice.address ? <DraftAddressNote address={choice.address} /> : null}
        </CheckoutStep>
        {showSlots ? (
          <CheckoutStep number={step++} title={t('steps.slot')} headingId={SLOT_HEADING}>
            <SlotPicker
              slots={slots}
              failed={Boolean(slotsAnswer.error)}
              onRetry={() => void slotsAnswer.mutate()}
              selectedId={slot?.id}
              onSelect={chooseSlot}
              error={slotError}
              labelledBy={SLOT_HEADING}
            />
          </CheckoutStep>
        ) : null}
        <CheckoutStep number={step++} title={t('steps.notes')}>
          <TextField
            {...notesField}
            inputRef={notesRef}
            label={t('notes.label')}
            helperText={notesError ?? t('notes.hint')}
            error={Boolean(notesError)}
            multiline
            minRows={2}
            fullWidth
          />
        </CheckoutStep>
        <CheckoutStep number={step++} title={t('steps.payment')}>
          <PaymentMethod />
        </CheckoutStep>
      </Stack>
      <OrderSummary
        lines={lines}
        totals={totals}
        zone={choice.zone}
        round={slot}
        // The zone's usual time promises nothing where it delivers in rounds: only without.
        eta={slots?.length === 0 ? choice.zone?.eta : undefined}
        blocker={blocker}
        problem={problem}
        sending={sending}
        checking={checking}
        onPlace={submit}
      />
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
