import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JournalText } from './format';

const html = (body: string) => renderToStaticMarkup(createElement(JournalText, { body }));

describe('JournalText', () => {
  it('draws paragraphs, line breaks, lists, bold and italics', () => {
    expect(html('First line\nsecond line\n\n- beans\n- peas\n\nI am **very** _happy_ and *proud*')).toBe(
      '<div class="flex flex-col gap-3 break-words leading-relaxed"><p><span>First line</span><span><br/>second line</span></p><ul class="list-disc ps-6"><li>beans</li><li>peas</li></ul><p><span>I am <strong>very</strong> <em>happy</em> and <em>proud</em></span></p></div>',
    );
  });

  it('makes a list of item lines right under a line of text', () => {
    expect(html('Things I saw:\n- ducks\n- a rainbow')).toBe(
      '<div class="flex flex-col gap-3 break-words leading-relaxed"><p><span>Things I saw:</span></p><ul class="list-disc ps-6"><li>ducks</li><li>a rainbow</li></ul></div>',
    );
  });

  it('never lets typed markup through: tags show as the text they are', () => {
    const out = html('<script>alert(1)</script> <b>bold</b> <img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<b>');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;');
  });

  it('leaves stars and underscores inside words alone', () => {
    expect(html('snake_case_name and 2*3*4')).toContain('snake_case_name and 2*3*4');
  });
});
