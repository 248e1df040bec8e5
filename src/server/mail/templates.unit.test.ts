import { describe, expect, it } from 'vitest';
import { mailLayout } from './templates';

describe('the HTML of every message', () => {
  it('has a title, and reads right to left in Arabic', () => {
    const arabic = mailLayout('تقرير الأسبوع', ['مرحبًا'], undefined, [], 'ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('<title>تقرير الأسبوع</title>');
    const english = mailLayout('Weekly <report>', ['Hello']);
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<title>Weekly &lt;report&gt;</title>');
  });
});
