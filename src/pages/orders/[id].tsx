import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import type { CartItem } from '@/contracts/cart';
import { useDeliveryCharges } from '@/lib/api/delivery-charges';
import { useAppContacts } from '@/features/contact/api/get-app-contacts';
import { useCart } from '@/features/cart/hooks/use-cart';
import { OrderDetails } from '@/features/orders/components/order-details';
import { toLocale } from '@/lib/i18n/locales';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { requireSession } from '@/server/auth/page-session';

type Props = { id: number };

/** Also the confirmation after checkout (`?placed=1`): thanks, eta and a WhatsApp copy. */
export default function OrderPage({ id }: Props) {
  const { t } = useTranslation('orders');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const zones = useDeliveryCharges(locale).data;
  const contacts = useAppContacts(locale).data;
  const whatsapp = contacts?.find((contact) => contact.type === 'whatsapp')?.value;
  const { changeAmount } = useCart();
  const orderAgain = useCallback(
    (lines: CartItem[]) => lines.forEach(changeAmount),
    [changeAmount],
  );
  return (
    <>
      <PageSeo title={t('meta.detailTitle')} description={t('meta.description')} />
      <Head>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      <OrderDetails
        id={id}
        placed={router.query.placed === '1'}
        zones={zones}
        whatsappNumber={whatsapp}
        onOrderAgain={orderAgain}
      />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const [frame, access] = await loadShopPageWith(ctx.locale, ['orders', 'push', 'validation'], () =>
    requireSession(ctx),
  );
  if (access.redirect) return { redirect: access.redirect };
  const raw = ctx.params?.id;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return { notFound: true };
  return {
    props: {
      id: Number(raw),
      session: access.session,
      ...frame,
    },
  };
};
