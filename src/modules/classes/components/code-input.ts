/** How a field for a printed code behaves (a card's code, a class's code): left to right, no spelling, capitals. */
export const CODE_INPUT = { type: 'text', dir: 'ltr', autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;
