/**
 * The pill colour of each invoice status, on the billing page and on an invoice. Its own file: the invoice page
 * importing it from billing-screen.tsx brought that screen's client forms (and the confirm dialog, the field kit)
 * into the invoice's JavaScript, which draws none of them.
 */
export const INVOICE_TONES = { open: 'accent', paid: 'success', refunded: 'muted', void: 'muted' } as const;
