import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Feature } from '@/contracts/catalog';
import { promiseIcon } from './promise-icon';

/**
 * The shop's service promises as the shop's data has them (GET /shop/facts, edited by admins
 * in the dashboard), never template text: what the footer promises is what the shop keeps.
 */
export function ServicePromises({ promises }: { promises: readonly Feature[] }) {
  return (
    <Box
      component="ul"
      data-testid="footer-promises"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {promises.map((promise) => {
        const Icon = promiseIcon(promise.icon);
        return (
          <Box
            component="li"
            key={promise.id}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            <Icon aria-hidden sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }} />
            <div>
              <Typography component="p" variant="h6">
                {promise.title}
              </Typography>
              <Typography component="p" variant="body2" sx={{ opacity: 0.85 }}>
                {promise.subtitle}
              </Typography>
            </div>
          </Box>
        );
      })}
    </Box>
  );
}
