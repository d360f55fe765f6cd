import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderWithShop } from '@tests/setup/render';
import { WhatsAppButton } from './whatsapp-button';

const factsWith = (contacts: unknown[]) => ({
  hours: 'Every day',
  about: 'Fresh poultry',
  area: 'Dakahlia',
  promises: [],
  contacts,
});

function answerContacts(results: unknown[], seenLang?: string[]) {
  server.use(
    http.get('*/api/shop/facts', ({ request }) => {
      seenLang?.push(request.headers.get('lang') ?? '');
      return HttpResponse.json({ success: true, message: 'OK', results: factsWith(results) });
    }),
  );
}

const phone = { id: 1, type: 'phone', value: '0502345678', label: 'Mansoura branch' };
const whatsapp = { id: 2, type: 'whatsapp', value: '01001234567', label: 'WhatsApp' };

describe('WhatsAppButton', () => {
  it('links to wa.me with the international number, in a new tab, labelled', async () => {
    const seenLang: string[] = [];
    answerContacts([phone, whatsapp], seenLang);
    renderWithShop(<WhatsAppButton locale="ar" />, { locale: 'ar' });

    const link = await screen.findByRole('link', {
      name: 'كلمنا على واتساب (بيفتح في نافذة جديدة)',
    });
    expect(link).toHaveAttribute('href', 'https://wa.me/201001234567');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(seenLang).toEqual(['ar']);
  });

  it('renders nothing when the contacts hold no whatsapp entry', async () => {
    const seenLang: string[] = [];
    answerContacts([phone], seenLang);
    renderWithShop(<WhatsAppButton locale="en" />);
    await waitFor(() => {
      expect(seenLang).toEqual(['en']);
    });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing when the contacts call fails', async () => {
    server.use(http.get('*/api/shop/facts', () => HttpResponse.json({}, { status: 500 })));
    renderWithShop(<WhatsAppButton locale="en" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
