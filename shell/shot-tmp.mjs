import { chromium } from '@playwright/test';
const [,, path, out, width] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width ?? 1280), height: 900 } });
page.on('console', m => { if (m.type() === 'error' || m.type()==='warning') console.log('console:', m.type(), m.text()); });
page.on('pageerror', e => console.log('pageerror', e.message));
await page.goto('http://127.0.0.1:8181' + path, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: false });
await browser.close();
