import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { MAX_COMPLAINT_PICTURES } from '@/contracts/complaint-constants';
import { ITEM_PICTURE_ACCEPT } from '@/contracts/picture-limits';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import type { PhotoEntry } from '../hooks/use-complaint-photos';

type Props = {
  entries: readonly PhotoEntry[];
  /** No room for another photo. */
  full: boolean;
  /** Files of the last choice beyond the limit. */
  leftOut: number;
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
};

/**
 * Up to three photos of what went wrong: each shown as soon as it is chosen, then with its
 * progress, or in words why it was refused. The picker offers pictures; the server decides.
 */
export function ComplaintPhotos({ entries, full, leftOut, onChoose, onRemove, disabled }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const inputId = useId();
  const max = formatNumber(MAX_COMPLAINT_PICTURES, locale);
  return (
    <Box component="section" aria-labelledby={`${inputId}-title`}>
      <Typography id={`${inputId}-title`} sx={{ fontWeight: 600 }}>
        {t('complaint.photos.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('complaint.photos.hint', { max })}
      </Typography>
      {entries.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {entries.map((entry, index) => {
            const name = t('complaint.photos.name', { n: formatNumber(index + 1, locale) });
            return (
              <Stack
                component="li"
                key={entry.key}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center' }}
                data-testid="complaint-photo"
                data-status={entry.status}
              >
                <Avatar
                  src={entry.preview}
                  alt={name}
                  variant="rounded"
                  sx={{ width: 56, height: 56 }}
                />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap dir="auto">
                    {entry.file.name}
                  </Typography>
                  {entry.status === 'uploading' ? (
                    <LinearProgress
                      variant="determinate"
                      value={entry.progress * 100}
                      aria-label={t('complaint.photos.uploading', { name })}
                    />
                  ) : (
                    <Typography
                      variant="body2"
                      color={entry.status === 'failed' ? 'error' : 'text.secondary'}
                      role={entry.status === 'failed' ? 'alert' : undefined}
                    >
                      {entry.status === 'failed'
                        ? entry.error
                        : t(`complaint.photos.status.${entry.status}`)}
                    </Typography>
                  )}
                </Box>
                {entry.status === 'waiting' || entry.status === 'failed' ? (
                  <IconButton
                    onClick={() => onRemove(entry.key)}
                    disabled={disabled}
                    aria-label={t('complaint.photos.remove', { name })}
                  >
                    <CloseIcon />
                  </IconButton>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
      ) : null}
      {leftOut > 0 ? (
        <Typography variant="body2" color="warning.dark" role="status" sx={{ mb: 1 }}>
          {t('complaint.photos.limit', { max })}
        </Typography>
      ) : null}
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        startIcon={<AddAPhotoOutlined />}
        disabled={disabled || full}
      >
        {t('complaint.photos.choose')}
        <input
          id={inputId}
          type="file"
          accept={ITEM_PICTURE_ACCEPT}
          multiple
          hidden
          disabled={disabled || full}
          onChange={(event) => {
            onChoose([...(event.target.files ?? [])]);
            // The same file chosen again is a new choice.
            event.target.value = '';
          }}
        />
      </Button>
    </Box>
  );
}
