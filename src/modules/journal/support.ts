/*
 * Words that may mean a child is hurting (decision 025). When an entry holds one, the journal shows the child kind,
 * age-appropriate help beside it: who they can talk to, and how to reach a helpline. Nothing is sent to anyone,
 * nothing is flagged or stored: the child decides whether to tell someone. The lists are short on purpose (a false
 * alarm shows a gentle note, never a warning) and cover the product's languages (English, French, Arabic).
 */

export const SUPPORT_TOPICS = ['selfHarm', 'abuse', 'bullying'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

const PHRASES: Record<SupportTopic, readonly string[]> = {
  selfHarm: [
    'kill myself',
    'killing myself',
    'hurt myself',
    'hurting myself',
    'harm myself',
    'cut myself',
    'cutting myself',
    'want to die',
    'wanna die',
    'end my life',
    'suicide',
    'suicidal',
    'better off dead',
    'me tuer',
    'me faire du mal',
    'envie de mourir',
    'veux mourir',
    'me suicider',
    'أقتل نفسي',
    'أؤذي نفسي',
    'أريد أن أموت',
    'انتحار',
  ],
  abuse: [
    'hits me',
    'hit me',
    'beats me',
    'beat me',
    'touched me',
    'touches me',
    'abuse',
    'abused',
    'scared to go home',
    'afraid to go home',
    'me frappe',
    'me bat',
    'maltraite',
    'abus',
    'peur de rentrer',
    'يضربني',
    'تضربني',
    'يؤذيني',
    'إساءة',
  ],
  bullying: [
    'bully',
    'bullies',
    'bullied',
    'bullying',
    'picks on me',
    'pick on me',
    'made fun of me',
    'make fun of me',
    'laugh at me',
    'laughed at me',
    'nobody likes me',
    'harcèlement',
    'harcelé',
    'harcelée',
    'se moquent de moi',
    'se moque de moi',
    'personne ne m’aime',
    "personne ne m'aime",
    'تنمر',
    'يتنمر',
    'يسخرون مني',
  ],
};

/** Lower case, one kind of apostrophe and single spaces: "I  want to DIE" matches "want to die". */
function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[’‘`]/g, "'").replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
}

const NORMALISED = Object.fromEntries(SUPPORT_TOPICS.map((topic) => [topic, PHRASES[topic].map((phrase) => normalise(phrase).trim())])) as Record<SupportTopic, string[]>;

/**
 * The topics an entry's words touch, in a fixed order. A phrase matches whole words only: "bully" is found in "a
 * bully at school", not in "bullet"; a form that matters is listed ("bullied", "bullying").
 */
export function supportTopicsIn(text: string): SupportTopic[] {
  const haystack = normalise(text);
  return SUPPORT_TOPICS.filter((topic) => NORMALISED[topic].some((phrase) => haystack.includes(` ${phrase} `)));
}
