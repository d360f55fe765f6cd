import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { NativeSelectField } from '@/components/form/native-select-field';
import { COMPLAINT_REASONS, type ComplaintReason } from '@/contracts/complaint-constants';
import type { OrderLine } from '@/contracts/order';
import { invalidGroup } from '@/lib/forms/error-focus';
import type { ComplaintPicks, PicksProblem } from '../model/complaint-picks';

type Props = {
  lines: readonly OrderLine[];
  /** Lines an earlier complaint names: shown, not offered. */
  taken: ReadonlySet<number>;
  picks: ComplaintPicks;
  onChange: (picks: ComplaintPicks) => void;
  /** Shown after a send was tried. */
  problem?: PicksProblem;
  disabled?: boolean;
};

/** Which lines went wrong, each ticked with what went wrong (a native select: a phone's own picker). */
export function ComplaintLinesField({ lines, taken, picks, onChange, problem, disabled }: Props) {
  const { t } = useTranslation('orders');
  const id = useId();
  const set = (lineId: number, reason: ComplaintReason | '' | undefined) => {
    const next = new Map(picks);
    if (reason === undefined) next.delete(lineId);
    else next.set(lineId, reason);
    onChange(next);
  };
  return (
    <Box
      component="fieldset"
      aria-describedby={problem?.none ? `${id}-none` : undefined}
      {...invalidGroup(Boolean(problem?.none))}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600 }}>
        {t('complaint.lines')}
      </Typography>
      {problem?.none ? (
        <Typography id={`${id}-none`} variant="body2" color="error">
          {t('complaint.pickLine')}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line) => {
          const done = taken.has(line.id);
          const reason = picks.get(line.id);
          const missing = problem?.noReason.has(line.id) ?? false;
          return (
            <Box component="li" key={line.id} sx={{ py: 0.5 }} data-testid="complaint-line">
              <FormControlLabel
                control={
                  <Checkbox
                    checked={reason !== undefined}
                    disabled={disabled || done}
                    onChange={(event) => set(line.id, event.target.checked ? '' : undefined)}
                  />
                }
                label={done ? t('complaint.alreadyReported', { name: line.name }) : line.name}
              />
              {reason !== undefined ? (
                <NativeSelectField
                  label={t('complaint.reasonFor', { name: line.name })}
                  name={`reason-${line.id}`}
                  value={reason}
                  onChange={(event) => set(line.id, event.target.value as ComplaintReason | '')}
                  error={missing}
                  helperText={missing ? t('complaint.pickReason') : undefined}
                  required
                  fullWidth
                  sx={{ mt: 0.5, paddingInlineStart: { xs: 0, sm: 4 } }}
                >
                  <option value="" disabled>
                    {t('complaint.choose')}
                  </option>
                  {COMPLAINT_REASONS.map((code) => (
                    <option key={code} value={code}>
                      {t(`complaint.reason.${code}`)}
                    </option>
                  ))}
                </NativeSelectField>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
