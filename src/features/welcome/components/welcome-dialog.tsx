import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'next-i18next/pages';
import { Logo } from '@/components/layout/logo';

type Props = { open: boolean; onClose: () => void };

export default function WelcomeDialog({ open, onClose }: Props) {
  const { t } = useTranslation(['consent', 'common']);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="welcome-title" maxWidth="xs" fullWidth>
      <IconButton
        onClick={onClose}
        aria-label={t('consent:welcome.close')}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', pt: 2 }}>
          <Logo alt={t('common:shop.logoAlt')} size={72} />
          <Typography id="welcome-title" component="h2" variant="h3">
            {t('consent:welcome.title')}
          </Typography>
          <Typography variant="body1" color="text.secondary">
            {t('consent:welcome.message')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" size="large" onClick={onClose} autoFocus>
          {t('consent:welcome.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
