import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'next-i18next/pages';
import type { SearchSynonym } from '@/contracts/search-synonyms';
import { useLocale } from '@/lib/i18n/use-locale';
import { joinWords, WordChips } from './word-chips';

type Props = {
  group: SearchSynonym;
  /** Admins only: asks to delete the group (the screen confirms first). */
  onDelete?: () => void;
};

/** One of the shop's own groups: its words, and Delete for an admin. */
export function WordGroupCard({ group, onDelete }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const words = joinWords(group.terms, locale);
  return (
    <Card variant="outlined" component="li" data-testid="search-word-group" sx={{ height: '100%' }}>
      <CardContent sx={{ pb: onDelete ? 1 : 2 }}>
        <WordChips words={group.terms} label={t('searchWords.groupWords', { words })} />
      </CardContent>
      {onDelete ? (
        <CardActions sx={{ pt: 0, px: 2, pb: 1.5 }}>
          <Button
            color="error"
            startIcon={<DeleteOutlined aria-hidden />}
            onClick={onDelete}
            aria-label={t('searchWords.deleteLabel', { words })}
            sx={{ minHeight: 44 }}
          >
            {t('searchWords.delete')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
