import { FULL_PAGE_LINK_ATTRIBUTE } from '@clinic/contracts';
import { renderWithProviders } from '@clinic/ui/testing';
import { screen } from '@testing-library/react';
import { clientSideTarget, ClientSideLinks } from '../client-side-links';

const HERE = { origin: 'http://localhost', pathname: '/information', search: '' };

function clickOn(markup: string, init: MouseEventInit = {}) {
  document.body.innerHTML = markup;
  const anchor = document.body.querySelector('a') as HTMLAnchorElement;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: anchor.firstElementChild ?? anchor });
  return event;
}

describe('clientSideTarget', () => {
  it('follows a plain left click on a site link in the app, keeping query and hash', () => {
    expect(clientSideTarget(clickOn('<a href="/publications?q=scoliosis#list"><span>x</span></a>'), HERE)).toBe(
      '/publications?q=scoliosis#list',
    );
  });

  it.each([
    ['a modified click', '<a href="/services">x</a>', { ctrlKey: true }],
    ['a middle click', '<a href="/services">x</a>', { button: 1 }],
    ['a new-tab link', '<a href="/services" target="_blank">x</a>', {}],
    ['a download', '<a href="/publications" download>x</a>', {}],
    ['another site', '<a href="https://doi.org/10.5555/1">x</a>', {}],
    ['a server route', '<a href="/api/auth/sign-in">x</a>', {}],
    ['a file', '<a href="/images/spine-diagram.svg">x</a>', {}],
    ['a path that is no page of the site', '<a href="/old-page">x</a>', {}],
    ['a marked full-page link', `<a href="/services" ${FULL_PAGE_LINK_ATTRIBUTE}>x</a>`, {}],
    ['a place on this page', '<a href="/information#main-content">x</a>', {}],
    ['an anchor without href', '<a>x</a>', {}],
  ])('leaves %s to the browser', (_, markup, init) => {
    expect(clientSideTarget(clickOn(markup, init), HERE)).toBeUndefined();
  });

  it('follows a link to a path that moved permanently, so the app redirects it without a page load', () => {
    expect(clientSideTarget(clickOn('<a href="/spinal-conditions">x</a>'), HERE)).toBe('/spinal-conditions');
  });

  it('leaves clicks that something else already handled', () => {
    const event = clickOn('<a href="/services">x</a>');
    event.preventDefault();
    expect(clientSideTarget(event, HERE)).toBeUndefined();
  });
});

describe('ClientSideLinks', () => {
  it('turns a click on a plain link rendered by a remote into a router navigation', async () => {
    const { user } = renderWithProviders(
      <>
        <ClientSideLinks />
        <a href="/services">Book an Appointment</a>
      </>,
      { route: '/' },
    );
    await user.click(screen.getByRole('link', { name: 'Book an Appointment' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/services');
  });
});
