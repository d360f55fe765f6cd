import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import { promiseIcon } from '@/components/layout/promise-icon';
import type { StaffShopContent } from '@/contracts/shop-content';
import { useSession } from '@/lib/auth/session';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffShopContent } from '../api/staff-shop-content';
import { CardGrid, CardScreen } from '../components/card-screen';
import { ContentCard, type ContentRow } from './content-card';
import {
  branchTarget,
  contactTarget,
  factsTarget,
  promiseTarget,
  type EditTarget,
} from './shop-edit-target';

// The dialog and its form (react-hook-form, zod) load when an admin first opens one.
const ShopContentEditor = dynamic(() => import('./shop-content-editor'), { ssr: false });
const ComplaintWindowDialog = dynamic(() => import('./complaint-window-dialog'), { ssr: false });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <CardGrid>{children}</CardGrid>
    </Box>
  );
}

/**
 * /dashboard/shop: what the shop says of itself on every page (opening hours, about line,
 * area, service promises, branches, contacts), each text in both languages, and how long after
 * delivery it takes complaints. Admins edit a
 * card in a dialog; sellers read the same cards and are told that only an admin may change
 * them (the API refuses them with 403 too).
 */
export function ShopContentScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data: session } = useSession();
  const role = session?.user.role;
  const isAdmin = role === 'admin';
  const { data, error, mutate } = useStaffShopContent(locale);
  const [editing, setEditing] = useState<EditTarget>();
  const [editingWindow, setEditingWindow] = useState(false);
  const [saved, setSaved] = useState<string>();
  const ar = locale === 'ar';

  /** A card's texts, as its editor has them: each in its own language. */
  const rowsOf = (target: EditTarget): ContentRow[] =>
    target.fields.map((field) => ({
      label: t(`shopContent.fields.${field.label}`),
      value: target.values[field.name] ?? '',
      lang: field.dir === 'rtl' ? 'ar' : 'en',
    }));
  const card = (target: EditTarget, extra: Partial<Parameters<typeof ContentCard>[0]> = {}) => (
    <ContentCard
      key={`${target.kind}-${'id' in target ? target.id : 0}`}
      title={target.name}
      rows={rowsOf(target)}
      onEdit={
        isAdmin
          ? () => {
              setSaved(undefined);
              setEditing(target);
            }
          : undefined
      }
      {...extra}
    />
  );

  const sections = (content: StaffShopContent) => {
    const hours = ar ? content.facts.hours_ar : content.facts.hours_en;
    return (
      <>
        <Section title={t('shopContent.sections.facts')}>
          {card(factsTarget(content.facts, t('shopContent.factsTitle')))}
        </Section>
        <Section title={t('shopContent.sections.complaints')}>
          <ContentCard
            title={t('shopContent.complaintWindow.title')}
            rows={[
              {
                label: t('shopContent.complaintWindow.label'),
                value: t('shopContent.complaintWindow.value', {
                  count: content.facts.complaint_window_hours,
                  hours: formatNumber(content.facts.complaint_window_hours, locale),
                }),
              },
            ]}
            note={t('shopContent.complaintWindow.note')}
            onEdit={
              isAdmin
                ? () => {
                    setSaved(undefined);
                    setEditingWindow(true);
                  }
                : undefined
            }
          />
        </Section>
        <Section title={t('shopContent.sections.promises')}>
          {content.promises.map((promise) => {
            const Icon = promiseIcon(promise.icon);
            return card(promiseTarget(promise, ar ? promise.title_ar : promise.title_en), {
              icon: <Icon aria-hidden sx={{ color: 'primary.main' }} />,
            });
          })}
        </Section>
        <Section title={t('shopContent.sections.branches')}>
          {content.branches.map((branch) =>
            card(branchTarget(branch, ar ? branch.name_ar : branch.name_en), {
              note: t('shopContent.branchHoursAre', { hours }),
            }),
          )}
        </Section>
        <Section title={t('shopContent.sections.contacts')}>
          {content.contacts.map((contact) => {
            const target = contactTarget(contact, ar ? contact.label_ar : contact.label_en);
            const type = {
              label: t('shopContent.type'),
              value: t(`shopContent.types.${contact.type}`),
            };
            return card(target, { rows: [type, ...rowsOf(target)] });
          })}
        </Section>
      </>
    );
  };

  return (
    <Box>
      <CardScreen
        screen="shop"
        readOnly={
          role && !isAdmin
            ? { text: t('shopContent.adminOnly'), testId: 'shop-admin-only' }
            : undefined
        }
        saved={saved}
        onDismissSaved={() => setSaved(undefined)}
        load={{ data, error, retry: () => void mutate() }}
        skeletonHeight={140}
      >
        {sections}
      </CardScreen>
      {editing ? (
        <ShopContentEditor
          target={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setSaved(t('shopContent.saved'));
            setEditing(undefined);
          }}
        />
      ) : null}
      {editingWindow && data ? (
        <ComplaintWindowDialog
          hours={data.facts.complaint_window_hours}
          onClose={() => setEditingWindow(false)}
          onSaved={() => {
            setSaved(t('shopContent.complaintWindow.saved'));
            setEditingWindow(false);
          }}
        />
      ) : null}
    </Box>
  );
}
