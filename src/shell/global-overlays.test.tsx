import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { ConsentProvider } from '@/features/consent/components/consent-provider';
import { renderWithShop } from '@tests/setup/render';
import { GlobalOverlays } from './global-overlays';

const whatsapp = { id: 2, type: 'whatsapp', value: '01001234567', label: 'WhatsApp' };

describe('GlobalOverlays', () => {
  it('offers shoppers the WhatsApp chat, and keeps it off the staff dashboard', async () => {
    server.use(
      http.get('*/api/shop/facts', () =>
        HttpResponse.json({
          success: true,
          message: 'OK',
          results: { hours: 'h', about: 'a', area: 'r', promises: [], contacts: [whatsapp] },
        }),
      ),
    );
    const overlays = (pathname: string) => (
      <ConsentProvider>
        <GlobalOverlays locale="en" pathname={pathname} />
      </ConsentProvider>
    );
    const { rerender } = renderWithShop(overlays('/product/[id]'));
    // By test id: the first-visit dialog, open over the page, hides the rest from the a11y tree.
    expect(await screen.findByTestId('whatsapp-button')).toHaveAttribute(
      'href',
      'https://wa.me/201001234567',
    );

    rerender(overlays('/dashboard/orders'));
    expect(screen.queryByTestId('whatsapp-button')).not.toBeInTheDocument();
  });
});
