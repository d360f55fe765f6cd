import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

// A dialog's code arrives when a seller first opens a photo.
const PictureViewer = dynamic(() => import('./picture-viewer'), { ssr: false });

const THUMB = 72;

/** The shopper's photos as thumbnails; a tap opens one large. */
export function ComplaintPictures({ pictures, number }: { pictures: string[]; number: string }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [open, setOpen] = useState<number>();
  if (pictures.length === 0) return null;
  const title = (index: number) =>
    t('refunds.photo', { n: formatNumber(index + 1, locale), number });
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
      {pictures.map((src, index) => (
        <ButtonBase
          key={src}
          onClick={() => setOpen(index)}
          aria-label={t('refunds.openPhoto', { n: formatNumber(index + 1, locale), number })}
          sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
        >
          <Avatar
            src={src}
            alt=""
            variant="rounded"
            sx={{ width: THUMB, height: THUMB, bgcolor: 'grey.100' }}
            slotProps={{ img: { loading: 'lazy', width: THUMB, height: THUMB } }}
          />
        </ButtonBase>
      ))}
      {open !== undefined && pictures[open] ? (
        <PictureViewer
          src={pictures[open]}
          title={title(open)}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </Box>
  );
}
