import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import type { DemoEndpointOf } from '@/contracts/demo/demo-endpoints';
import { LoadError } from '@/components/ui/load-error';
import { useDemoList } from '../api/get-demo-list';
import { NavSidebar } from '../sections/nav-sidebar';

type Props = { endpoint: DemoEndpointOf<'nav'>; shopName: string };

/** The shop's category tree, from its navigation path. */
export function DemoNavigation({ endpoint, shopName }: Props) {
  const { t } = useTranslation('demo');
  const { data, error, mutate } = useDemoList(endpoint);
  if (error) {
    return <LoadError message={t('section.loadFailed')} onRetry={() => void mutate()} />;
  }
  if (!data) {
    return (
      <Stack aria-hidden spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, pt: 3 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  }
  return <NavSidebar items={data} label={t('navigation.label', { shop: shopName })} />;
}
