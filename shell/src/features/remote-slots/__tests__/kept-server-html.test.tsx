import { renderWithProviders } from '@clinic/ui/testing';
import { screen } from '@testing-library/react';
import { KeptServerHtml } from '../components/kept-server-html';

describe('KeptServerHtml', () => {
  it("shows the server's text and, in a form's place, the clinic's phone number", () => {
    renderWithProviders(
      <KeptServerHtml html='<h2>Fellowship Inquiry</h2><form><input name="email"><button>Send</button></form>' />,
    );
    expect(screen.getByRole('heading', { name: 'Fellowship Inquiry' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByTestId('remote-unavailable-note')).toHaveTextContent(
      'Sorry, this form could not be loaded just now. Please call the clinic on 020 7946 0001 instead.',
    );
    expect(screen.getByRole('link', { name: '020 7946 0001' })).toHaveAttribute('href', 'tel:02079460001');
  });
});
