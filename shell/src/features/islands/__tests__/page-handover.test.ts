import { LOADING_INDICATOR_ATTRIBUTE } from '@clinic/ui';
import { prepareAppContainer } from '../lib/page-handover';

const PAGE = '<div><header><a href="/">Home</a><a href="/services">Book</a></header><main><h1>Title</h1></main></div>';

function renderPage(container: HTMLElement, html: string) {
  container.innerHTML = html;
}

const REGION = '[data-region]';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prepareAppContainer', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    delete document.documentElement.dataset.appReady;
  });

  it('renders into #root itself when there is no snapshot, and marks ready once the page has a heading', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    expect(prepareAppContainer(root, REGION)).toBe(root);
    renderPage(root, `<div><main><div ${LOADING_INDICATOR_ATTRIBUTE}="true"></div></main></div>`);
    await settle();
    expect(document.documentElement.dataset.appReady).toBeUndefined();
    renderPage(root, PAGE);
    await settle();
    expect(document.documentElement.dataset.appReady).toBe('true');
  });

  it('keeps the snapshot until the app has its content, then swaps them', async () => {
    document.body.innerHTML = `<div id="root" data-prerendered="true">${PAGE}</div>`;
    const snapshot = document.getElementById('root')!;
    const app = prepareAppContainer(snapshot, REGION);
    expect(app).not.toBe(snapshot);
    expect(app.hidden).toBe(true);

    renderPage(app, '<div><header></header><main></main></div>');
    await settle();
    expect(snapshot.isConnected).toBe(true);

    renderPage(app, PAGE);
    await settle();
    expect(snapshot.isConnected).toBe(false);
    expect(app.hidden).toBe(false);
    expect(document.documentElement.dataset.appReady).toBe('true');
  });

  it('waits until every region the app renders has its content (the snapshot must carry it)', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    prepareAppContainer(root, REGION);
    renderPage(root, `<div><main><h1>Title</h1></main><div data-region></div></div>`);
    await settle();
    expect(document.documentElement.dataset.appReady).toBeUndefined();
    root.querySelector(REGION)!.innerHTML = '<section hidden>The chat panel, closed</section>';
    await settle();
    expect(document.documentElement.dataset.appReady).toBe('true');
  });

  it('moves focus to the same element in the app', async () => {
    document.body.innerHTML = `<div id="root" data-prerendered="true">${PAGE}</div>`;
    const snapshot = document.getElementById('root')!;
    snapshot.querySelectorAll('a')[1]!.focus();
    const app = prepareAppContainer(snapshot, REGION);
    renderPage(app, PAGE);
    await settle();
    expect(document.activeElement).toBe(app.querySelectorAll('a')[1]);
  });

  it('carries what the visitor typed or ticked in the snapshot over to the same fields in the app', async () => {
    const FORM =
      '<div><main><h1>Title</h1><form><input name="a"><input name="b" value="kept">' +
      '<input type="radio" name="r" value="x"><textarea name="t"></textarea></form></main></div>';
    document.body.innerHTML = `<div id="root" data-prerendered="true">${FORM}</div>`;
    const snapshot = document.getElementById('root')!;
    const [typed, untouched, radio] = Array.from(snapshot.querySelectorAll('input'));
    typed!.value = 'Ada';
    radio!.checked = true;
    snapshot.querySelector('textarea')!.value = 'Back pain';
    const app = prepareAppContainer(snapshot, REGION);
    renderPage(app, FORM);
    app.querySelector<HTMLInputElement>('[name="b"]')!.value = 'the app set this';
    await settle();
    const field = (name: string) => app.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(field('a').value).toBe('Ada');
    expect(field('r').checked).toBe(true);
    expect(field('t').value).toBe('Back pain');
    // Left alone in the snapshot: the app's own value stays.
    expect(field('b').value).toBe('the app set this');
    expect(untouched!.value).toBe('kept');
  });
});
