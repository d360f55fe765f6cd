import Alert from '@mui/material/Alert';
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
import { ProductForm } from './product-form';
import { usePictureQueue } from './use-picture-queue';

type Props = {
  categories: readonly Category[];
  onClose: () => void;
  /** Told once the product and its pictures are in. */
  onCreated: (item: StaffItem) => void;
};

/**
 * A new product: its fields, and pictures chosen beside them that are sent once it exists.
 * When one of them does not go, the product stays added and the dialog stays open to try
 * that picture again, rather than add the product twice.
 */
export function NewProductDialog({ categories, onClose, onCreated }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const writes = useStaffItemWrites(locale);
  const [created, setCreated] = useState<StaffItem>();
  const queue = usePictureQueue(writes.addPicture, setCreated);

  const finish = async (item: StaffItem) => {
    if (await queue.send(item.id, queue.unsent)) onCreated(item);
  };

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      onClose={onClose}
      aria-labelledby="new-product-title"
    >
      <DialogTitle id="new-product-title">{t('products.form.newTitle')}</DialogTitle>
      <DialogContent>
        {created && queue.entries.some((entry) => entry.status === 'failed') ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('products.pictures.partial')}
          </Alert>
        ) : null}
        <ProductForm
          categories={categories}
          submitLabel={t('products.form.create')}
          busyLabel={t('products.form.creating')}
          locked={Boolean(created)}
          save={async (values) => {
            const item = await writes.create(values);
            setCreated(item);
            await finish(item);
          }}
          onCancel={() => (created ? onCreated(created) : onClose())}
          extra={
            <PictureUploads
              pictures={created?.images ?? []}
              entries={queue.entries}
              onChoose={(files) => {
                const added = queue.add(files);
                if (created) void queue.send(created.id, added);
              }}
              onRemove={queue.remove}
              onRetry={created ? () => void finish(created) : undefined}
            />
          }
        />
      </DialogContent>
    </Dialog>
  );
}
