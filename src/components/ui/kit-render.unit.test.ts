import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { IDLE } from '@/lib/form-state';
import { inClientIntl } from '../../../tests/support/client-intl';
import { ActionForm } from './action-form';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, tableCell } from './data-table';
import { CheckboxField, SelectField, TextAreaField, TextField } from './field';
import { lazyPart } from './lazy-part';

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe('the field kit', () => {
  it('ties the label to the control by the id made from the name, and describes the control by its hint', () => {
    const out = html(createElement(TextField, { label: 'E-mail', name: 'email', type: 'email', hint: 'We never share it.' }));
    expect(out).toContain('<label for="field-email"');
    expect(out).toMatch(/<input[^>]*id="field-email"/);
    expect(out).toMatch(/<input[^>]*name="email"/);
    expect(out).toMatch(/<input[^>]*aria-describedby="field-email-hint"/);
    expect(out).toContain('<p id="field-email-hint"');
    expect(out).not.toContain('aria-invalid');
  });

  it('shows an error instead of the hint, marks the control invalid and points at the error only', () => {
    const out = html(createElement(TextField, { label: 'Password', name: 'password', hint: 'At least 8 characters.', error: 'Too short.' }));
    expect(out).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(out).toMatch(/<input[^>]*aria-describedby="field-password-error"/);
    expect(out).toContain('<p id="field-password-error" class="text-sm text-error">Too short.</p>');
    expect(out).not.toContain('At least 8 characters.');
  });

  it('keeps an explicit id, and the compact look for dense admin screens', () => {
    const out = html(createElement(SelectField, { compact: true, id: 'lesson-course', name: 'course', label: 'Course', children: createElement('option', { value: '' }, 'All') }));
    expect(out).toContain('<label for="lesson-course" class="break-words text-xs font-semibold">Course</label>');
    expect(out).toMatch(/<select[^>]*id="lesson-course"[^>]*class="w-full rounded-lg[^"]*text-sm/);
  });

  it('labels a text area and a checkbox the same way', () => {
    const area = html(createElement(TextAreaField, { label: 'Description', name: 'description', error: 'Too long.' }));
    expect(area).toMatch(/<textarea[^>]*id="field-description"[^>]*aria-invalid="true"[^>]*aria-describedby="field-description-error"/);
    const box = html(createElement(CheckboxField, { label: 'Featured', name: 'featured', hint: 'Shown first.' }));
    expect(box).toMatch(/<input[^>]*id="field-featured"[^>]*type="checkbox"[^>]*aria-describedby="field-featured-hint"/);
    expect(box).toContain('<label for="field-featured"');
  });
});

describe('the table', () => {
  it('renders its caption, header cells (hidden and numeric ones too) and the rows it is given', () => {
    const out = html(
      createElement(
        DataTable,
        { caption: 'Trades', minWidth: '20rem', look: 'flush', columns: ['Stock', { label: 'Shares', numeric: true }, { label: 'Actions', hidden: true }] },
        createElement('tr', null, createElement('td', { className: tableCell({ look: 'flush' }) }, 'ACME'), createElement('td', { className: tableCell({ look: 'flush', numeric: true }) }, '3'), createElement('td')),
      ),
    );
    expect(out).toContain('<caption class="sr-only">Trades</caption>');
    expect(out).toMatch(/<th scope="col" class="[^"]*text-start[^"]*">Stock<\/th>/);
    expect(out).toMatch(/<th scope="col" class="[^"]*text-end[^"]*">Shares<\/th>/);
    expect(out).toContain('<span class="sr-only">Actions</span>');
    expect(out).toContain('>ACME</td>');
    expect(out).toMatch(/<td class="[^"]*tabular-nums[^"]*">3<\/td>/);
  });

  it('says when a list is empty, across every column, and announces how a column is sorted', () => {
    const out = html(createElement(DataTable, { caption: 'Users', minWidth: '20rem', columns: [{ label: 'Name', sort: 'ascending' }, 'Role'], empty: 'No users.' }, null));
    expect(out).toMatch(/<th scope="col" aria-sort="ascending"[^>]*>Name<\/th>/);
    expect(out).toContain('<td colSpan="2" class="px-3 py-8 text-center text-muted">No users.</td>');
  });
});

describe('the confirm dialog', () => {
  const confirm = { title: 'Delete?', body: 'For good.', confirmLabel: 'Delete for good', cancelLabel: 'Keep it', typeToConfirm: { name: 'confirmName', expected: 'Maya', label: 'Type “Maya” to confirm', hint: 'Case does not matter.' } };

  it('is not in the page until it is asked for: the button alone is drawn, its dialog fetched when wanted', () => {
    const out = html(inClientIntl({ locale: 'en', messages: {}, children: createElement(ActionForm, { action: async () => IDLE, fields: { childId: 'c1' }, label: 'Delete account…', variant: 'danger', confirm }) }));
    expect(out).toMatch(/^<button [^>]*type="button"[^>]*>Delete account…<\/button>$/);
    expect(out).not.toContain('<dialog');
  });

  it('asks for a word to type in a labelled field, and keeps the confirm button disabled until it is typed', () => {
    const out = html(createElement(ConfirmDialog, { confirm, asks: 0, variant: 'danger', formAction: () => {}, hidden: createElement('input', { type: 'hidden', name: 'childId', value: 'c1' }) }));
    const id = /<label for="([^"]+)"[^>]*>Type “Maya” to confirm<\/label>/.exec(out)?.[1];
    expect(id).toBeTruthy();
    const input = new RegExp(`<input id="${id}"[^>]*>`).exec(out)?.[0] ?? '';
    for (const attribute of ['name="confirmName"', 'required=""', `aria-describedby="${id}-hint"`, 'autoComplete="off"']) expect(input).toContain(attribute);
    expect(out).toMatch(/<button [^>]*type="submit" disabled="">Delete for good<\/button>/);
    expect(out).toContain('<input type="hidden" name="childId" value="c1"/>');
  });
});

describe('a part in a chunk of its own', () => {
  /** The whole document once every lazy part has arrived, as the server sends it. */
  const fullHtml = async (element: Parameters<typeof prerender>[0]) => new Response((await prerender(element)).prelude).text();
  const outage = { outage: { notLoaded: 'This could not be opened: Academy can’t be reached for a moment. Please try again.', retry: 'Try again now' } };

  it('is drawn on the server with its props, as if it were not lazy', async () => {
    const Greeting = lazyPart(async () => ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`));
    expect(await fullHtml(inClientIntl({ locale: 'en', messages: outage, children: createElement(Greeting, { name: 'Ada' }) }))).toBe('<!--$--><p>Hello Ada</p><!--/$-->');
  });

  it('says it could not be opened when its chunk cannot be fetched, instead of failing the page', async () => {
    const Broken = lazyPart<{ name: string }>(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const out = await fullHtml(inClientIntl({ locale: 'en', messages: outage, children: createElement('main', null, createElement(Broken, { name: 'Ada' })) }));
    expect(out).toMatch(new RegExp(`^<main><!--\\$--><p role="status" [^>]*>${outage.outage.notLoaded}<button [^>]*type="button">Try again now</button></p><!--/\\$--></main>$`));
  });
});
