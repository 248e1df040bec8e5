import type { ReactNode } from 'react';

export interface ProseSection {
  heading: string;
  paragraphs: string[];
}

/** A readable long-form page (about, privacy, terms): one column, headed sections. */
export function ProsePage({ title, lead, updated, sections, children }: { title: string; lead: string; updated?: string; sections: ProseSection[]; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-muted">{lead}</p>
      {updated ? <p className="mt-2 text-sm text-muted">{updated}</p> : null}
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
