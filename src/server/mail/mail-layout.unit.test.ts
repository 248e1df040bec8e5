import { describe, expect, it } from 'vitest';
import { renderMail } from './compose-mail';

/*
 * The one mail layout, rendered by React Email: what someone typed (a first name, a badge's name) stays text in the
 * HTML, Arabic reads right to left, and the text part says what the HTML says, with its links written out.
 */

const HOSTILE = '<script>alert("hi")</script>';

describe('the layout of every e-mail', () => {
  it('escapes what people typed, in the title, the paragraphs and the greeting', async () => {
    const { html, text } = await renderMail('en', {
      title: `Weekly <report> for ${HOSTILE}`,
      greet: { firstName: HOSTILE },
      blocks: [`${HOSTILE} earned the badge “<b>Saver</b>”.`, { lines: [HOSTILE, '3 lessons completed'] }, { list: [`${HOSTILE} & co`] }],
      action: { label: 'Open the report', url: 'https://academy.test/reports?child=1&week=2' },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Saver</b>');
    expect(html).toContain('<title>Weekly &lt;report&gt; for &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;</title>');
    expect(html).toContain('Hi &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;,');
    expect(html).toContain('href="https://academy.test/reports?child=1&amp;week=2"');
    // The text part is plain text: the words as they were typed, nothing to interpret.
    expect(text).toContain(`Hi ${HOSTILE},`);
    expect(text).toContain(`${HOSTILE} & co`);
  });

  it('reads right to left in Arabic, on the document and on its content (webmail may drop <html>)', async () => {
    const { html } = await renderMail('ar', { title: 'تقرير الأسبوع', blocks: ['مرحبًا'] });
    expect(html).toMatch(/<html[^>]*\bdir="rtl"/);
    expect(html).toMatch(/<html[^>]*\blang="ar"/);
    expect(html).toMatch(/<table[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(html).toContain('<title>تقرير الأسبوع</title>');
    expect(html).toContain('فريق Academy');
    // A Latin reference stays in one piece, left to right, inside the Arabic sentence (and nothing is added to copy).
    const invoice = await renderMail('ar', { title: 'الفاتورة رقم AC-2026-000042', blocks: ['يُرجى ذكر الرقم AC-2026-000042 مرجعًا للتحويل.'] });
    expect(invoice.html).toContain('الرقم <span dir="ltr" style="white-space:nowrap">AC-2026-000042</span> مرجعًا');
    expect(invoice.text).toContain('يُرجى ذكر الرقم AC-2026-000042 مرجعًا للتحويل.');
    const english = await renderMail('en', { title: 'Weekly report', blocks: ['Hello'] });
    expect(english.html).toMatch(/<html[^>]*\bdir="ltr"/);
    expect(english.html).toMatch(/<html[^>]*\blang="en"/);
  });

  it('has a text part with the same words, the button as its link, the footer links, and no HTML', async () => {
    const { text } = await renderMail('fr', {
      title: 'Réinitialisez votre mot de passe',
      blocks: ['Le lien est valable une heure.', { lines: ['Léa', '3 leçons terminées'] }, { list: ['Un', 'Deux'] }],
      action: { label: 'Choisir un nouveau mot de passe', url: 'https://academy.test/reset-password?token=a&b' },
      footer: [{ label: 'Ne plus recevoir ces e-mails', url: 'https://academy.test/unsubscribe?u=1' }],
    });
    expect(text.split('\n')[0]).toBe('Réinitialisez votre mot de passe');
    expect(text).toContain('Le lien est valable une heure.');
    expect(text).toContain('Léa\n3 leçons terminées');
    expect(text).toContain('- Un\n- Deux');
    expect(text).toContain('Choisir un nouveau mot de passe https://academy.test/reset-password?token=a&b');
    expect(text).toContain('Ne plus recevoir ces e-mails https://academy.test/unsubscribe?u=1');
    expect(text).toContain('L’équipe Academy');
    // The line under the button repeats its link for HTML readers only.
    expect(text).not.toContain('Ou collez ce lien');
    expect(text).not.toMatch(/<[a-z]/i);
  });
});
