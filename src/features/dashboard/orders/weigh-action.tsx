import ScaleOutlinedIcon from '@mui/icons-material/ScaleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { StaffOrder } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { canWeigh, signedMoney, unweighedLines } from './line-weights';

// The dialog and its form (react-hook-form, zod) load when the seller first weighs.
const RecordWeightsDialog = dynamic(() => import('./record-weights-dialog'), { ssr: false });

/**
 * "Record weights" under an order's lines while the shop may still weigh (Pending,
 * Processing), and once saved the final total and how far it is from the estimate.
 * `openAtStart`: the seller came from the queue's "weigh first" question, so the dialog is
 * already up.
 */
export function WeighAction({
  order,
  openAtStart = false,
}: {
  order: StaffOrder;
  openAtStart?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [open, setOpen] = useState(
    () => openAtStart && canWeigh(order) && unweighedLines(order).length > 0,
  );
  const [saved, setSaved] = useState<StaffOrder>();
  const waiting = unweighedLines(order).length;
  return (
    <>
      <div role="status">
        {saved ? (
          <Alert severity="success" sx={{ mt: 1.5 }} onClose={() => setSaved(undefined)}>
            {t('weights.saved', {
              total: formatMoney(saved.total, locale),
              difference: signedMoney(saved.total - saved.estimated_total, locale),
            })}
          </Alert>
        ) : null}
      </div>
      {canWeigh(order) ? (
        <Button
          variant={waiting > 0 ? 'contained' : 'outlined'}
          startIcon={<ScaleOutlinedIcon />}
          sx={{ mt: 1.5 }}
          onClick={() => {
            setSaved(undefined);
            setOpen(true);
          }}
        >
          {t('weights.record')}
        </Button>
      ) : null}
      {open ? (
        <RecordWeightsDialog
          order={order}
          onClose={() => setOpen(false)}
          onSaved={(answer) => {
            setOpen(false);
            setSaved(answer);
          }}
        />
      ) : null}
    </>
  );
}
