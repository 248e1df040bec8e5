import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { renderIntl, serverIntl } from '../../../../tests/support/render-intl';
import type { ChildAccessLog } from '../access-log';

const intl = await renderIntl();
vi.mock('next-intl/server', () => serverIntl(intl));

const { AccessLogScreen } = await import('./access-log-screen');

const at = new Date('2026-11-20T10:00:00Z');
const LOG: ChildAccessLog = {
  child: { id: 'c1', name: 'Maya' },
  entries: ['class_student_add', 'assignment_create', 'feedback_message', 'family_link_guardian_approve', 'a_kind_added_next_year'].map((action) => ({ at, action, component: 'classes', by: { who: 'other', role: 'tutor', name: 'Theo T.' } as const })),
};

describe('the access log a parent reads', () => {
  beforeEach(() => {
    intl.locale = 'en';
  });

  it.each(LOCALES)('names every action in words in %s, never by its machine code', async (locale) => {
    intl.locale = locale;
    const { prelude } = await prerender(createElement(AccessLogScreen, { log: LOG }));
    const text = (await new Response(prelude).text()).replace(/<[^>]+>/g, ' ');
    for (const entry of LOG.entries) expect(text).not.toContain(entry.action.replace(/_/g, ' '));
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    if (locale === 'en') {
      expect(text).toContain('added the child to a class');
      expect(text).toContain('changed something about the account');
    }
  });
});
