/**
 * The word a parent types to confirm deleting a child's account (decision 027): the child's first name, else their
 * e-mail (an account without a name). Case and surrounding spaces do not matter, as in the dialog's own check.
 */
export function confirmNameOf(child: { firstName: string; email: string }): string {
  return child.firstName.trim() || child.email;
}

export function namesMatch(typed: string, expected: string): boolean {
  const normal = (text: string) => text.normalize('NFC').trim().toLowerCase();
  return normal(typed) !== '' && normal(typed) === normal(expected);
}
