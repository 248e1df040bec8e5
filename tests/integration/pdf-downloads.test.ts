import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { invoices, users } from '@/db/schema';
import { getInvoice } from '@/modules/billing';
import { onPlan } from '@/modules/billing/test-fixtures';
import { linkFamily } from '@/modules/simulator/test-fixtures';
import { PDF_LIMITS } from '@/server/pdf-queue';
import { GET as reportPdf } from '@/app/reports/pdf/route';
import { GET as invoicePdf } from '@/app/settings/billing/invoices/[number]/pdf/route';
import { actorFor, createTestUser, signInHeaders } from '../factories';
import { pdfText } from '../support/pdf-text';

/*
 * Decision 045: the PDF routes draw in the PDF worker, in each person's turn and within their limit. The routes are
 * called as Next calls them. @react-pdf/renderer is unusable on this (the main) thread: a PDF drawn here would be a
 * 500, so every PDF these tests receive was drawn in the worker, off the requests' event loop.
 */
vi.mock('@react-pdf/renderer', () => {
  throw new Error('@react-pdf/renderer was loaded on the main thread');
});

const ORIGIN = 'http://localhost:3000';

interface Person {
  id: string;
  cookie: string;
  user: { email: string; password: string };
}

async function person(role: 'parent' | 'child' | 'tutor', locale?: 'fr'): Promise<Person> {
  const user = await createTestUser({ role });
  if (locale) await getDb().update(users).set({ locale }).where(eq(users.id, user.id));
  return { id: user.id, cookie: (await signInHeaders(user.email)).get('cookie')!, user };
}

async function invoiceNumberOf(payer: Person): Promise<string> {
  const [invoice] = await getDb().select({ number: invoices.number }).from(invoices).where(eq(invoices.userId, payer.id));
  return invoice!.number;
}

function getInvoicePdf(reader: Person, number: string): Promise<Response> {
  const url = `${ORIGIN}/settings/billing/invoices/${number}/pdf`;
  return invoicePdf(new NextRequest(url, { headers: { cookie: reader.cookie } }), { params: Promise.resolve({ number }) });
}

function getReportPdf(reader: Person, childId: string): Promise<Response> {
  return reportPdf(new NextRequest(`${ORIGIN}/reports/pdf?child=${childId}&period=this-month`, { headers: { cookie: reader.cookie } }));
}

async function isPdf(response: Response): Promise<boolean> {
  return response.status === 200 && Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString('latin1') === '%PDF-';
}

let frenchParent: Person;
let child: Person;
let otherParent: Person;

beforeAll(async () => {
  frenchParent = await person('parent', 'fr');
  child = await person('child');
  otherParent = await person('parent');
  await linkFamily(frenchParent.id, child.id);
  await onPlan(frenchParent, 'family');
  await onPlan(otherParent, 'family');
});

describe('PDF downloads', () => {
  it("draw a parent's report and invoice in the worker, in the parent's language", async () => {
    const report = await getReportPdf(frenchParent, child.id);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(Buffer.from(await report.arrayBuffer()))).toContain('Rapport d');

    const number = await invoiceNumberOf(frenchParent);
    const invoice = await getInvoicePdf(frenchParent, number);
    expect(invoice.status).toBe(200);
    const text = await pdfText(Buffer.from(await invoice.arrayBuffer()));
    expect(text).toContain('Facture');
    expect(text).toContain('forfait Famille');
  });

  it("refuse one person's burst past their limit (429 with Retry-After, translated) while another's PDF is drawn", async () => {
    const burster = await person('parent', 'fr');
    await onPlan(burster, 'family');
    const number = await invoiceNumberOf(burster);
    const burst = PDF_LIMITS.perUser.max + 2;
    const [answers, other] = await Promise.all([Promise.all(Array.from({ length: burst }, () => getInvoicePdf(burster, number))), getInvoicePdf(otherParent, await invoiceNumberOf(otherParent))]);

    expect(await isPdf(other)).toBe(true);
    const drawn = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(drawn.length + refused.length).toBe(burst);
    expect(drawn.length).toBeGreaterThanOrEqual(1);
    // However the burst interleaves, one drawn and a few waiting: the rest are refused.
    expect(drawn.length).toBeLessThanOrEqual(PDF_LIMITS.perUser.max);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const answer of refused) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await answer.json()) as { error: string }).error).toMatch(/^(Vous avez téléchargé beaucoup de PDF|Vos PDF précédents sont encore en préparation)/);
    }

    // Refused PDFs do not count; drawn ones do, until the window's are spent: then a 429 that names the wait, while
    // someone else's PDF is still drawn.
    let drawnInWindow = drawn.length;
    let last = await getInvoicePdf(burster, number);
    while (last.status === 200 && drawnInWindow < PDF_LIMITS.perUser.max + 1) {
      drawnInWindow++;
      last = await getInvoicePdf(burster, number);
    }
    expect(drawnInWindow).toBe(PDF_LIMITS.perUser.max);
    const [again, otherAgain] = [last, await getInvoicePdf(otherParent, await invoiceNumberOf(otherParent))];
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(PDF_LIMITS.perUser.windowMs / 1000);
    expect(await again.json()).toMatchObject({ code: 'errors.tooManyPdfs', error: expect.stringMatching(/^Vous avez téléchargé beaucoup de PDF en peu de temps\. Veuillez patienter \d+ minutes? avant de réessayer\.$/) });
    expect(await isPdf(otherAgain)).toBe(true);
  });

  it("do not count a PDF the reader may not have: another's invoice, a child's, are a 404", async () => {
    const number = await invoiceNumberOf(otherParent);
    for (const reader of [frenchParent, child, await person('tutor')]) {
      expect((await getInvoicePdf(reader, number)).status).toBe(404);
    }
  });
});

describe('an invoice for a child', () => {
  it('is none of theirs: a 404 from the page (getInvoice is null) and from its PDF, like anyone who is not the payer', async () => {
    const number = await invoiceNumberOf(otherParent);
    const childActor = await actorFor(child.user);
    // The page answers notFound() when getInvoice gives null; it used to throw a 403 in the page, which is a 500.
    expect(await getInvoice(childActor, number)).toBeNull();
    expect(await getInvoice(childActor, 'AC-1999-000001')).toBeNull();
    const answer = await getInvoicePdf(child, number);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'billing.errors.invoiceNotFound' });
  });
});
