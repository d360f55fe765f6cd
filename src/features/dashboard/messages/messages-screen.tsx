import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useSession } from '@/lib/auth/session';

/*
 * The whole outbox is an admin's tab, opened now and then: its filters (selects and their
 * menus) arrive when it is opened, not with the page every seller loads (the JS budget).
 */
const OutboxPanel = dynamic(() => import('./outbox-panel').then((module) => module.OutboxPanel), {
  ssr: false,
});

/*
 * The messages to send by hand are a table (the data table's sorting and paging), shown once
 * they have loaded: the table arrives in a chunk of its own while they do, which keeps the
 * page within the dashboard's JS budget.
 */
const HandMessagesPanel = dynamic(
  () => import('./hand-messages-panel').then((module) => module.HandMessagesPanel),
  {
    ssr: false,
  },
);

type Panel = 'by-hand' | 'outbox';

/**
 * /dashboard/messages: what the shop has to tell people and could not send itself. Staff get
 * the messages to send by hand (a shop with no SMS or WhatsApp contract yet, a shopper's reset
 * PIN while it is live); admins also the whole outbox, with its failures and "Send again".
 */
export function MessagesScreen() {
  const { t } = useTranslation('dashboard');
  const admin = useSession().data?.user.role === 'admin';
  const [panel, setPanel] = useState<Panel>('by-hand');
  const shown: Panel = admin ? panel : 'by-hand';
  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.messages.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.messages.description')}
      </Typography>
      {admin ? (
        <Tabs
          value={shown}
          onChange={(_, value: Panel) => setPanel(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {(['by-hand', 'outbox'] as const).map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`messages.panels.${value}`)}
              id={`messages-tab-${value}`}
              aria-controls={`messages-panel-${value}`}
            />
          ))}
        </Tabs>
      ) : null}
      <Box
        role={admin ? 'tabpanel' : undefined}
        id={`messages-panel-${shown}`}
        aria-labelledby={admin ? `messages-tab-${shown}` : undefined}
      >
        {shown === 'outbox' ? <OutboxPanel /> : <HandMessagesPanel />}
      </Box>
    </Box>
  );
}
