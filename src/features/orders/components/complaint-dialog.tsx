import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'next-i18next/pages';
import { useMemo, useState } from 'react';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { Notice } from '@/components/ui/notice';
import type { Complaint } from '@/contracts/complaints';
import type { Order } from '@/contracts/order';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useComplaintWrites } from '../api/complaint-writes';
import { useComplaintPhotos } from '../hooks/use-complaint-photos';
import { picksProblem, picksToLines, type ComplaintPicks } from '../model/complaint-picks';
import { complainedLineIds } from '../model/feedback';
import { ComplaintLinesField } from './complaint-lines-field';
import { ComplaintPhotos } from './complaint-photos';

// The note is checked by the route's own body schema, from the route schemas call() has
// already loaded (no chunk of its own); the lines are checked here (complaint-picks.ts).
const loadNoteForm = lazyOnce(() =>
  import('@/contracts/route-schemas').then(({ ROUTE_SCHEMAS }) =>
    ROUTE_SCHEMAS.orderComplaint.body.pick({ note: true }),
  ),
);

const TITLE = 'complaint-dialog-title';

type Props = {
  order: Order;
  onClose: () => void;
  /** The complaint is made and every photo chosen went with it (or the shopper let them go). */
  onSent: (complaint: Complaint) => void;
};

/**
 * "Report a problem": the lines that went wrong, each with what went wrong, a note and up to
 * three photos. The complaint is made first, then each photo sent to it; a refused photo is
 * said and stays with the others to try again, while the complaint itself is already with the
 * shop. The whole screen on a phone.
 */
export function ComplaintDialog({ order, onClose, onSent }: Props) {
  const { t } = useTranslation(['orders', 'validation']);
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { create, addPhoto, refresh } = useComplaintWrites(order.id, locale);
  const photos = useComplaintPhotos();
  const taken = useMemo(() => complainedLineIds(order), [order]);
  const [picks, setPicks] = useState<ComplaintPicks>(new Map());
  const [tried, setTried] = useState(false);
  const [created, setCreated] = useState<Complaint>();
  const [sendingPhotos, setSendingPhotos] = useState(false);
  const form = useContractForm({
    contract: loadNoteForm,
    t,
    locale,
    serverFields: ['note'],
    fallback: t('orders:complaint.failed'),
    defaultValues: { note: '' },
  });
  const { register, formState, failure, setFailure, failWith, showErrors, fieldHelp } = form;
  const problem = tried ? picksProblem(picks) : undefined;
  const busy = formState.isSubmitting || sendingPhotos;

  const sendPhotos = async (complaint: Complaint) => {
    setSendingPhotos(true);
    const allSent = await photos.send(complaint.id, addPhoto);
    setSendingPhotos(false);
    void refresh();
    if (allSent) onSent(complaint);
  };

  const onSubmit = form.handleSubmit(
    async ({ note }) => {
      setTried(true);
      if (picksProblem(picks)) {
        showErrors();
        return;
      }
      setFailure(undefined);
      let complaint: Complaint;
      try {
        const lines = picksToLines(
          picks,
          order.items.map((line) => line.id),
        );
        complaint = await create({ lines, note });
      } catch (error) {
        failWith(error);
        return;
      }
      setCreated(complaint);
      await sendPhotos(complaint);
    },
    // The note is refused: the lines' problems are shown at the same time.
    () => setTried(true),
  );

  const close = () => {
    if (busy) return;
    if (created) onSent(created);
    else onClose();
  };

  return (
    <Dialog open fullWidth fullScreen={phone} onClose={close} aria-labelledby={TITLE}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          if (created) {
            event.preventDefault();
            void sendPhotos(created);
          } else void onSubmit(event);
        }}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogTitle id={TITLE}>
          {t('orders:complaint.title', { number: order.number })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            {created ? (
              <Notice severity="warning">
                {t('orders:complaint.photosLeft', { number: created.number })}
              </Notice>
            ) : (
              <>
                <FormFailure message={failure} />
                <ComplaintLinesField
                  lines={order.items}
                  taken={taken}
                  picks={picks}
                  onChange={setPicks}
                  problem={problem}
                  disabled={busy}
                />
                <TextField
                  {...register('note')}
                  {...fieldHelp('note', t('orders:complaint.noteHint'))}
                  label={t('orders:complaint.note')}
                  multiline
                  minRows={2}
                  maxRows={6}
                  fullWidth
                  disabled={busy}
                />
              </>
            )}
            <ComplaintPhotos
              entries={photos.entries}
              full={photos.full}
              leftOut={photos.leftOut}
              onChoose={photos.add}
              onRemove={photos.remove}
              disabled={busy}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={close} disabled={busy}>
            {created ? t('orders:complaint.closeWithout') : t('orders:complaint.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || (created !== undefined && photos.unsent.length === 0)}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            sx={{ flexGrow: 1 }}
          >
            {busy
              ? t('orders:complaint.sending')
              : created
                ? t('orders:complaint.retryPhotos')
                : t('orders:complaint.send')}
          </Button>
        </DialogActions>
        <FormErrorCount count={form.errorCount} />
      </Box>
    </Dialog>
  );
}
