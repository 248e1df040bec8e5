import { expect, linkIn, registerChild, signInWithForm, test, TEST_PASSWORD, uniqueEmail, waitForMail } from './support/fixtures';

test('a child registers, confirms the e-mail from a real message, signs in, lands on the dashboard and signs out', async ({ page }) => {
  const email = uniqueEmail('newkid');
  await page.goto('/register');
  await page.getByLabel('A learner').check();
  // A learner of 15 (decision 030: from 13 on, no parent's consent is asked).
  await page.getByLabel('Year of birth').selectOption(String(new Date().getUTCFullYear() - 15));
  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Kid');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();

  // Registration signs nobody in (decision 018): it says to check the mailbox.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We've sent a message to ${email}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  // A new account may sign in before confirming (the 5-minute rule), and is reminded to confirm.
  await signInWithForm(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await expect(page.getByRole('heading', { name: 'Hi, Nova!' })).toBeVisible();
  await expect(page.locator('#app-sidebar').getByText('Explorer')).toBeVisible();
  await expect(page.getByText("Your e-mail address isn't confirmed yet.")).toBeVisible();

  const verification = await waitForMail(email, 'Confirm your e-mail');
  await page.goto(linkIn(verification, '/verify-email?token='));
  // Opening the link changes nothing (a GET never writes); the button does.
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify my e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail confirmed!' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithForm(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
  await expect(page.getByText("Your e-mail address isn't confirmed yet.")).toHaveCount(0);
  await waitForMail(email, 'Welcome to Academy');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('the registration form explains bad input and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Example');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Passwords need at least 8 characters.')).toBeVisible();
  await expect(page.getByText('Choose your year of birth.')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ann');
  await expect(page.getByLabel('E-mail')).toHaveValue('not-an-email');
});

test('registering an e-mail that has an account answers as for a new one, and its owner gets a mail instead', async ({ page }) => {
  const email = await registerChild(page, 'Owen', 'Owner');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/register');
  await page.getByLabel('A parent').check();
  await page.getByLabel('First name').fill('Dup');
  await page.getByLabel('Last name').fill('Parent');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('another-long-passphrase');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We've sent a message to ${email}.`)).toBeVisible();
  const notice = await waitForMail(email, 'Someone tried to register with your e-mail');
  expect(notice.text).toContain('/login');
  // The account is as it was: its own password still signs in, as a child.
  await signInWithForm(page, email, TEST_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/child$/);
});

test('a forgotten password is reset from the e-mailed link', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await page.goto('/register');
  await page.getByLabel('A tutor').check();
  await page.getByLabel('First name').fill('Fern');
  await page.getByLabel('Last name').fill('Forget');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('If that address has an account')).toBeVisible();
  const mail = await waitForMail(email, 'Reset your Academy password');
  await page.goto(linkIn(mail, '/reset-password?token='));
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await signInWithForm(page, email, TEST_PASSWORD);
  await expect(page.getByText("That e-mail or sign-in name and password don't match an account.")).toBeVisible();
  await signInWithForm(page, email, 'a-brand-new-password');
  await expect(page).toHaveURL(/\/dashboard\/tutor$/);
});

test("a child's country sets when a parent must agree: a French 14-year-old names a parent and agrees too, an American 14-year-old does not (decision 060)", async ({ page }) => {
  const fourteen = String(new Date().getUTCFullYear() - 14);
  await page.goto('/register');
  await page.getByLabel('A learner').check();
  // The browser's language region (Chromium's en-US) is the first choice.
  await expect(page.getByLabel('Country where you live')).toHaveValue('US');
  await page.getByLabel('Year of birth').selectOption(fourteen);
  await expect(page.getByLabel("Your parent's e-mail")).toHaveCount(0);
  await expect(page.getByLabel('Last name')).toBeVisible();

  await page.getByLabel('Country where you live').selectOption('FR');
  await expect(page.getByText("You're under 15, so a parent needs to say yes.")).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Lou');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('fr-kid'));
  await page.getByLabel("Your parent's e-mail").fill(uniqueEmail('fr-parent'));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Tick the box to say you agree: where you live, the law asks for your yes too.')).toBeVisible();
  await expect(page.getByLabel('Country where you live')).toHaveValue('FR');
  await page.getByLabel('I want this account').check();
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
});
