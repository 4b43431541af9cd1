// usage: node shoot.mjs <baseURL> <out.png> <width> <height> <scale> <lang> [lesson] [clicks]
import { chromium } from '@playwright/test';
const [base, out, w, h, scale, lang, lesson, clicks] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: +w, height: +h }, deviceScaleFactor: +scale, reducedMotion: 'reduce' });
const page = await context.newPage();
await page.goto(`${base}?${lesson ? `lesson=${lesson}&` : ''}lang=${lang}`);
await page.waitForTimeout(2500);
for (let i = 0; i < +(clicks ?? 0); i++) {
  await page.locator('.lesson-next').first().click();
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: out });
await browser.close();
