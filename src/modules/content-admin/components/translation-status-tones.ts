/** The pill colour of each translation status (decision 051): the server's pill and the translation editor's. */
export const TRANSLATION_STATUS_TONES = { translated: 'success', partly: 'accent', outdated: 'accent', missing: 'error' } as const;
