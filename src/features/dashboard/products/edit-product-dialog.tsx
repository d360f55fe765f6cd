import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { Category } from '@/contracts/catalog';
import type { StaffItem } from '@/contracts/staff-catalog';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffItemWrites } from '../api/staff-items';
import { PictureUploads } from './picture-uploads';
import { PriceHistory } from './price-history';
import { ProductForm } from './product-form';
import { usePictureQueue } from './use-picture-queue';

type Props = {
  item: StaffItem;
  categories: readonly Category[];
  onClose: () => void;
  /** Told of a save, with the product as the server answered. */
  onSaved: (item: StaffItem) => void;
};

/**
 * One product's edit, full screen on a phone: its fields (only the touched ones are sent),
 * pictures added as they are chosen, and its price history.
 */
export function EditProductDialog({ item, categories, onClose, onSaved }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const writes = useStaffItemWrites(locale);
  const [pictures, setPictures] = useState(item.images);
  const queue = usePictureQueue(writes.addPicture, (saved) => setPictures(saved.images));
  const name = locale === 'ar' ? item.name_ar : item.name_en;
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      onClose={onClose}
      aria-labelledby="edit-product-title"
    >
      <DialogTitle id="edit-product-title">{t('products.form.editTitle', { name })}</DialogTitle>
      <DialogContent>
        <ProductForm
          item={item}
          categories={categories}
          submitLabel={t('products.form.save')}
          busyLabel={t('products.form.saving')}
          save={async (_values, touched) => {
            // Nothing touched: nothing to send.
            const saved =
              Object.keys(touched).length > 0 ? await writes.save(item.id, touched) : item;
            onSaved(saved);
          }}
          onCancel={onClose}
          extra={
            <PictureUploads
              pictures={pictures}
              entries={queue.entries}
              onChoose={(files) => void queue.send(item.id, queue.add(files))}
              onRemove={queue.remove}
              onRetry={() => void queue.send(item.id, queue.unsent)}
            />
          }
        />
        <PriceHistory itemId={item.id} />
      </DialogContent>
    </Dialog>
  );
}
