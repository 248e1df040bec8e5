/**
 * Signs a demo account in (BENCH_EMAIL / BENCH_PASSWORD, the demo child by default) through the real login form (a
 * browser drives the server action once) and prints the session cookie for the benchmark.
 */
import { chromium } from '@playwright/test';

async function main(): Promise<void> {
  const base = process.env.BENCH_BASE!;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('E-mail').fill(process.env.BENCH_EMAIL ?? 'child@academy.local');
  await page.getByLabel('Password').fill(process.env.BENCH_PASSWORD ?? 'academy-child');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\/(child|parent|tutor|admin)$/);
  const cookies = await page.context().cookies();
  console.log(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
  await browser.close();
}

void main();
