import { useTranslation } from 'next-i18next/pages';
import { ListScreen } from '../components/list-screen';

export function ReviewsScreen() {
  const { t } = useTranslation('dashboard');
  return (
    <ListScreen
      screen="reviews"
      endpoint="/api/reviews"
      rowId={(row) => String(row.id)}
      initialSort={{ id: 'product', desc: false }}
      columns={(kit, patch) => [
        kit.pictured(
          'product',
          (row) => row.name,
          (row) => row.image,
          true,
        ),
        kit.text('customer', (row) => row.customer),
        kit.text('comment', (row) => row.comment, { sortable: false, hideBelow: 'md' }),
        kit.toggle(
          'published',
          (row) => row.published,
          (row) => t('toggles.publishedReview', { name: row.name, customer: row.customer }),
          (row, published) => patch(String(row.id), { published }),
        ),
      ]}
    />
  );
}
