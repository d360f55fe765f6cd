import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DemoService } from '@/contracts/demo/demo-entities';
import { DemoIconGlyph } from './demo-icon';
import { SampleText } from './sample-text';

type Props = { services: DemoService[] };

/**
 * The shop's promises (delivery, returns, support...): one column on small phones, two on
 * larger ones, and on desktops as many across as there are, up to five.
 */
export function ServiceList({ services }: Props) {
  const across = Math.max(1, Math.min(services.length, 5));
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: `repeat(${Math.min(across, 3)}, 1fr)`,
          lg: `repeat(${across}, 1fr)`,
        },
      }}
    >
      {services.map((service, index) => (
        <Box
          component="li"
          // Titles repeat across shops but not within one list; the index settles any tie.
          key={`${index}-${service.title}`}
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1.5,
            p: 2,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <DemoIconGlyph name={service.icon} sx={{ color: 'primary.dark', fontSize: 36 }} />
          <div>
            <Typography component="h3" variant="h5">
              <SampleText>{service.title}</SampleText>
            </Typography>
            {[service.subtitle, service.subtitle1, service.subtitle2]
              .filter((line): line is string => Boolean(line))
              .map((line, index) => (
                // The lines are fixed per service and never reorder, so their place is a key.
                <Typography key={index} variant="body2" color="text.secondary">
                  <SampleText>{line}</SampleText>
                </Typography>
              ))}
          </div>
        </Box>
      ))}
    </Box>
  );
}
