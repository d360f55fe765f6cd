import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Feature } from '@/contracts/catalog';
import { promiseIcon } from './promise-icon';

/**
 * Where the list stands: `section` is the home page's own section (on the page's paper, each
 * promise a heading under the section's h2, its icon in a disc); `footer` the compact list on
 * the footer's dark band (titles are plain lines under the footer's own h2).
 */
export type PromisesVariant = 'section' | 'footer';

type Props = { promises: readonly Feature[]; variant: PromisesVariant };

/**
 * The shop's service promises as the shop's data has them (GET /shop/facts, edited by admins
 * in the dashboard), never template text: what the shop promises is what it keeps. One list
 * for the home page's section and every other page's footer, so the two never drift apart.
 */
export function ServicePromises({ promises, variant }: Props) {
  const section = variant === 'section';
  return (
    <Box
      component="ul"
      data-testid={`${variant}-promises`}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: section ? { xs: 2, md: 3 } : 2,
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
            {section ? (
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  bgcolor: 'background.default',
                  color: 'primary.dark',
                }}
              >
                <Icon />
              </Box>
            ) : (
              <Icon aria-hidden sx={{ color: 'primary.main', fontSize: 32, flexShrink: 0 }} />
            )}
            <div>
              <Typography component={section ? 'h3' : 'p'} variant={section ? 'h5' : 'h6'}>
                {promise.title}
              </Typography>
              <Typography
                component="p"
                variant="body2"
                sx={section ? { mt: 0.25, color: 'text.secondary' } : { opacity: 0.85 }}
              >
                {promise.subtitle}
              </Typography>
            </div>
          </Box>
        );
      })}
    </Box>
  );
}
