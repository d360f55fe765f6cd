import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
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
import { ITEM_PICTURE_ACCEPT } from '@/contracts/picture-limits';
import { formatPercent } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import type { PictureEntry } from './use-picture-queue';

type Props = {
  /** The product's pictures as the shop has them now. */
  pictures: readonly string[];
  entries: readonly PictureEntry[];
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** Offered when some failed and may be tried again. */
  onRetry?: () => void;
  disabled?: boolean;
};

/**
 * A product's pictures: those it has, and those chosen, each with its progress or, in words,
 * why it was refused. The picker takes pictures only; what a file is, the server decides.
 */
export function PictureUploads({
  pictures,
  entries,
  onChoose,
  onRemove,
  onRetry,
  disabled,
}: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const inputId = useId();
  const failed = entries.some((entry) => entry.status === 'failed');
  return (
    <Box component="section" aria-labelledby={`${inputId}-title`} sx={{ mt: 3 }}>
      <Typography id={`${inputId}-title`} component="h3" variant="h5">
        {t('products.pictures.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('products.pictures.hint')}
      </Typography>
      {pictures.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          {pictures.map((url, index) => (
            <Avatar
              key={url}
              src={url}
              alt={t('products.pictures.current', { n: index + 1 })}
              variant="rounded"
              sx={{ width: 64, height: 64, bgcolor: 'grey.100' }}
            />
          ))}
        </Stack>
      ) : null}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <Stack
            component="li"
            key={entry.key}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center' }}
            data-testid="picture-upload"
            data-status={entry.status}
          >
            <Avatar src={entry.preview} alt="" variant="rounded" sx={{ width: 48, height: 48 }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap dir="auto">
                {entry.file.name}
              </Typography>
              {entry.status === 'uploading' ? (
                <LinearProgress
                  variant="determinate"
                  value={entry.progress * 100}
                  aria-label={t('products.pictures.uploading', {
                    name: entry.file.name,
                    percent: formatPercent(Math.round(entry.progress * 100), locale),
                  })}
                />
              ) : (
                <Typography
                  variant="body2"
                  color={entry.status === 'failed' ? 'error' : 'text.secondary'}
                  role={entry.status === 'failed' ? 'alert' : undefined}
                >
                  {entry.status === 'failed'
                    ? entry.error
                    : t(`products.pictures.status.${entry.status}`)}
                </Typography>
              )}
            </Box>
            {entry.status === 'waiting' || entry.status === 'failed' ? (
              <IconButton
                onClick={() => onRemove(entry.key)}
                aria-label={t('products.pictures.remove', { name: entry.file.name })}
              >
                <CloseIcon />
              </IconButton>
            ) : null}
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={disabled}
        >
          {t('products.pictures.choose')}
          <input
            id={inputId}
            type="file"
            accept={ITEM_PICTURE_ACCEPT}
            multiple
            hidden
            disabled={disabled}
            onChange={(event) => {
              onChoose([...(event.target.files ?? [])]);
              // The same file chosen again is a new choice.
              event.target.value = '';
            }}
          />
        </Button>
        {failed && onRetry ? (
          <Button onClick={onRetry} disabled={disabled}>
            {t('products.pictures.retry')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
