import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import type { DeliveryCharge } from '@/contracts/shop-info';
import type { Locale } from '@/lib/i18n/locales';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import { useDeliveryCharges } from './delivery-charges';

const ZONES: Record<Locale, DeliveryCharge[]> = {
  en: [{ id: 1, area: 'Mansoura', fee: 25, min_order: 0, eta: 'Same day' }],
  ar: [{ id: 1, area: 'المنصورة', fee: 25, min_order: 0, eta: 'في نفس اليوم' }],
};

/** The backend's zones in the `lang` header's language; records each request's language. */
function backend() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/app_settings/delivery_charges', ({ request }) => {
      const lang = request.headers.get('lang') === 'ar' ? 'ar' : 'en';
      asked.push(lang);
      return HttpResponse.json({ success: true, results: ZONES[lang] });
    }),
  );
  return asked;
}

function Zones({ locale, testId }: { locale: Locale; testId: string }) {
  const { data } = useDeliveryCharges(locale);
  return <p data-testid={testId}>{data?.map((zone) => zone.area).join(', ')}</p>;
}

/** The cart and the address book on one visit: the second opens later, as a shopper moves on. */
function Visit({ locale }: { locale: Locale }) {
  const [second, setSecond] = useState(false);
  return (
    <>
      <Zones locale={locale} testId="cart" />
      <button type="button" onClick={() => setSecond(true)}>
        Addresses
      </button>
      {second ? <Zones locale={locale} testId="addresses" /> : null}
    </>
  );
}

describe('useDeliveryCharges', () => {
  it('fetches the zones once a visit in the page language, for every screen that shows them', async () => {
    const asked = backend();
    renderWithShop(<Visit locale="ar" />, { locale: 'ar' });

    expect(await screen.findByText('المنصورة')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Addresses' }));

    expect(screen.getByTestId('addresses')).toHaveTextContent('المنصورة');
    expect(asked).toEqual(['ar']);
  });
});
