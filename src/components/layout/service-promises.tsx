import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ThumbUpAltOutlined from '@mui/icons-material/ThumbUpAltOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'next-i18next/pages';

/** The shop's service promises (spec section 9); texts live in the `layout` namespace. */
const PROMISES: ReadonlyArray<{ key: string; Icon: SvgIconComponent }> = [
  { key: 'delivery', Icon: LocalShippingOutlined },
  { key: 'guarantee', Icon: PaidOutlined },
  { key: 'returns', Icon: AssignmentReturnOutlined },
  { key: 'support', Icon: SupportAgentOutlined },
  { key: 'feedback', Icon: ThumbUpAltOutlined },
];

export function ServicePromises() {
  const { t } = useTranslation('layout');
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
      }}
    >
      {PROMISES.map(({ key, Icon }) => (
        <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Icon aria-hidden sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }} />
          <div>
            <Typography component="p" variant="h6">
              {t(`promises.${key}.title`)}
            </Typography>
            <Typography component="p" variant="body2" sx={{ opacity: 0.85 }}>
              {t(`promises.${key}.subtitle`)}
            </Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}
