import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';

type Props = { src: string; title: string; onClose: () => void };

/** One of a complaint's photos, as large as the screen allows, to see the bird or the weight. */
export default function PictureViewer({ src, title, onClose }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="complaint-photo-title">
      <DialogTitle id="complaint-photo-title" sx={{ paddingInlineEnd: 7 }}>
        {title}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('refunds.closePhoto')}
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Box
          component="img"
          src={src}
          alt={title}
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            maxHeight: '75vh',
            objectFit: 'contain',
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
